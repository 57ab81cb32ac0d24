extension ParsedArguments {
    /// The value of a required positional argument `<name>`, which the parser made sure is present.
    public func requiredArgument<T: ArgumentValue>(_ name: String, as type: T.Type = T.self) throws(CLIError) -> T {
        guard let value = try argument(name, as: type) else {
            throw CLIError.usage("Missing expected argument '<\(name)>'.", command: command)
        }
        return value
    }
}
