import LayoutEngine
import Testing
@testable import LayoutBench

@Suite struct GreedyFlowBaselineTests {
    @Test(arguments: [1, 10, 100, 1_000])
    func givesTheEngineFlowsFrames(childCount: Int) {
        let workload = FlowWorkload(childCount: childCount)
        let engine = workload.engineFrames()
        let baseline = workload.baselineFrames()
        #expect(engine.count == baseline.count)
        for (ours, limit) in zip(engine, baseline) {
            #expect(ours == limit)
        }
    }

    @Test func wrapsWhenTheNextItemWouldCrossTheWidth() {
        let sizes = [Size(width: 60, height: 10), Size(width: 30, height: 20), Size(width: 20, height: 10)]
        let frames = GreedyFlowBaseline.frames(of: sizes, containerWidth: 100, horizontalSpacing: 10, verticalSpacing: 5)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 60, height: 10),
            Rect(x: 70, y: 0, width: 30, height: 20),
            Rect(x: 0, y: 25, width: 20, height: 10),
        ])
    }

    @Test func placesAnItemWiderThanTheContainerAloneOnItsRow() {
        let sizes = [Size(width: 150, height: 10), Size(width: 10, height: 10)]
        let frames = GreedyFlowBaseline.frames(of: sizes, containerWidth: 100, horizontalSpacing: 10, verticalSpacing: 10)
        #expect(frames == [Rect(x: 0, y: 0, width: 150, height: 10), Rect(x: 0, y: 20, width: 10, height: 10)])
    }
}
