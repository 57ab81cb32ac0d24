/// How a picture draws a layout.
public enum PictureStyle: String, CaseIterable, Sendable {
    /// Debugging: every node's outer frame dashed and its base frame tinted by kind, the
    /// container's size and the proposal outlined, text lines in their measured font.
    case wireframe
    /// The view as it would look: shapes and colors filled, images as placeholders clipped to
    /// their frame, text in its font; containers draw nothing of their own.
    case preview
}
