import LayoutEngine

/// The limit of a flow layout: a bare greedy loop over an array of sizes that writes each
/// item's frame, with the wrapping rule of the engine's `flow` (rule 11.1) — a row breaks when
/// the next item would cross the container's width and the row is not empty.
public enum GreedyFlowBaseline {
    /// Writes the frame of each of `sizes` into `frames` (same count) laid out in
    /// `containerWidth`; returns the number of rows.
    @inline(never)
    public static func layout(
        _ sizes: UnsafeBufferPointer<Size>, into frames: UnsafeMutableBufferPointer<Rect>, containerWidth: Double,
        horizontalSpacing: Double, verticalSpacing: Double
    ) -> Int {
        var x = 0.0, y = 0.0, lowestMaxY = 0.0
        var rows = sizes.isEmpty ? 0 : 1
        for index in 0..<sizes.count {
            let size = sizes[index]
            if x + size.width > containerWidth && x != 0 {
                x = 0
                y = lowestMaxY + verticalSpacing
                rows += 1
            }
            frames[index] = Rect(x: x, y: y, width: size.width, height: size.height)
            lowestMaxY = max(lowestMaxY, y + size.height)
            x += size.width + horizontalSpacing
        }
        return rows
    }

    /// The frames of `sizes` laid out in `containerWidth`, as an array (for tests and setup).
    public static func frames(
        of sizes: [Size], containerWidth: Double, horizontalSpacing: Double, verticalSpacing: Double
    ) -> [Rect] {
        var frames = [Rect](repeating: Rect(x: 0, y: 0, width: 0, height: 0), count: sizes.count)
        sizes.withUnsafeBufferPointer { sizes in
            frames.withUnsafeMutableBufferPointer { frames in
                _ = layout(sizes, into: frames, containerWidth: containerWidth, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
            }
        }
        return frames
    }
}
