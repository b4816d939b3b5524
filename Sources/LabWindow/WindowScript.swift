import LabRunner

/// What both windows take from the command line: the script of actions, checked before anything
/// is shown, and the log file, opened.
struct WindowScript {
    let actions: [ScriptStep]
    let logFile: LineOutput?

    init(actions: [String], logFile path: String?) throws(RunnerError) {
        var parsed: [ScriptStep] = []
        for text in actions { parsed.append(try ScriptStep(parsing: text)) }
        self.actions = parsed
        guard let path else {
            logFile = nil
            return
        }
        logFile = try LineOutput(path: path)
    }
}
