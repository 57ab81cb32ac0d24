/// Rule 17.2: an `overlayPreferenceValue` / `backgroundPreferenceValue` as compiled: where
/// its content goes and which publication it reads.
struct PreferenceOverlay {
    var alignment: Alignment
    /// The content's outer layer.
    var content: Int32
    /// The anchor slot of the first publication of the key in the subtree; −1 for none.
    var source: Int32
}
