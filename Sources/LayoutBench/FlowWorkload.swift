import LayoutEngine

/// Workload 1: the engine's `flow` of N fixed-size children against the bare greedy loop.
public struct FlowWorkload: Sendable {
    /// The container width every flow is laid out in.
    public static let containerWidth = 1_000.0
    public static let spacing = 10.0

    public let childCount: Int

    public init(childCount: Int) {
        self.childCount = childCount
    }

    /// The children's sizes: widths 20–79, heights 10–29, from a fixed sequence.
    public var sizes: [Size] {
        (0..<childCount).map { (index: Int) -> Size in
            let width = 20 + (index * 37) % 60
            let height = 10 + (index * 13) % 20
            return Size(width: Double(width), height: Double(height))
        }
    }

    /// A `flow` whose children are rectangles with fixed frames of `sizes`.
    public var tree: ViewNode {
        let children = sizes.map { size in
            ViewNode(kind: .shape(.rectangle)).modifier(.frame(FixedFrame(width: size.width, height: size.height)))
        }
        return ViewNode(kind: .flow(horizontalSpacing: Self.spacing, verticalSpacing: Self.spacing), children: children)
    }

    public var proposal: ProposedSize { ProposedSize.containerWidth(Self.containerWidth) }

    /// The children's outer frames as the engine lays them out (node i + 1 is child i).
    public func engineFrames(engine: Engine = Engine()) -> [Rect?] {
        let session = engine.makeSession()
        session.computeFrames(engine.prepare(tree), proposal: proposal)
        return (0..<childCount).map { session.outerFrame(ofNode: $0 + 1) }
    }

    /// The baseline's frames for the same children.
    public func baselineFrames() -> [Rect] {
        GreedyFlowBaseline.frames(of: sizes, containerWidth: Self.containerWidth, horizontalSpacing: Self.spacing, verticalSpacing: Self.spacing)
    }

    /// Median ns per child of the engine and of the baseline, each over `repetitions` runs
    /// of enough layouts to lay out about `childrenPerRun` children.
    func measure(repetitions: Int, childrenPerRun: Int) -> (engine: Double, baseline: Double) {
        let layouts = max(1, childrenPerRun / childCount)
        let children = Double(layouts * childCount)
        let engine = Engine()
        let prepared = engine.prepare(tree)
        let session = engine.makeSession()
        let proposal = self.proposal
        session.computeFrames(prepared, proposal: proposal)
        let engineMedian = Measurement.median(repetitions: repetitions) {
            Measurement.seconds {
                for _ in 0..<layouts { keep(session.computeFrames(prepared, proposal: proposal)) }
            } * 1e9 / children
        }
        let sizes = self.sizes
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: childCount)
        let baselineMedian = sizes.withUnsafeBufferPointer { sizes in
            frames.withUnsafeMutableBufferPointer { frames in
                Measurement.median(repetitions: repetitions) {
                    Measurement.seconds {
                        for _ in 0..<layouts {
                            keep(GreedyFlowBaseline.layout(
                                sizes, into: frames, containerWidth: Self.containerWidth,
                                horizontalSpacing: Self.spacing, verticalSpacing: Self.spacing
                            ))
                        }
                    } * 1e9 / children
                }
            }
        }
        return (engineMedian, baselineMedian)
    }
}
