/// What the command line is given, made ready for ArgumentParser, which would read a value that
/// starts with a dash (`--seed -1`, `--do -x`) as another option and report a missing value.
enum CommandLineArguments {
    /// The options that take a value: run's and gui's, then bench's. `--viewport-rows` is in the
    /// runner's contract already, so `--viewport-rows -1` reads as a bad value, not a missing one.
    static let valueOptions: Set<String> = [
        "--do", "--seed", "--format", "--log-file", "--screenshot", "--timeline", "--viewport-rows",
        "--json", "--markdown", "--runs", "--warmup", "--only",
    ]

    /// Joins each value option with the argument after it (`--seed=-1`), so that the value is read
    /// as given and judged for what it is: a negative seed, a malformed action.
    static func normalised(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = arguments.startIndex
        while index < arguments.endIndex {
            let argument = arguments[index]
            if argument == "--" {
                result += arguments[index...]
                break
            }
            let next = arguments.index(after: index)
            if valueOptions.contains(argument), next < arguments.endIndex, arguments[next].hasPrefix("-") {
                result.append("\(argument)=\(arguments[next])")
                index = arguments.index(after: next)
            } else {
                result.append(argument)
                index = next
            }
        }
        return result
    }

    /// `help NAME` for a command that does not exist is an error, not the general help.
    static func helpProblem(_ arguments: [String], commands: [String]) -> String? {
        guard arguments.first == "help", arguments.count > 1 else { return nil }
        let name = arguments[1]
        guard !commands.contains(name) else { return nil }
        return "no command \(name.quotedForMessage()) to show help for; commands: \(commands.filter { $0 != "lab" }.joined(separator: ", "))"
    }
}
