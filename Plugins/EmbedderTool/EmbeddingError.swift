/// A failure that stops the build, with the message shown to the developer.
struct EmbeddingError: Error, CustomStringConvertible {
    let description: String
}
