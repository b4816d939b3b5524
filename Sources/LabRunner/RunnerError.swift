import Driving
import ViewLayer

/// What stops a run: bad input, or an action that cannot be performed on what is shown.
/// The command line prints the description as one line and exits with status 2.
public enum RunnerError: Error, Equatable, CustomStringConvertible {
    case unknownExperiment(String, known: [String])
    case malformedAction(String, reason: String)
    case actionFailed(LabAction, DriveError)
    case cannotWrite(String, reason: String)

    public var description: String {
        switch self {
        case let .unknownExperiment(id, known):
            "unknown experiment \(id.quotedForMessage()); known experiments: \(known.joined(separator: ", "))"
        case let .malformedAction(text, reason):
            "malformed action \(text.quotedForMessage()): \(reason)"
        case let .actionFailed(action, error):
            "cannot perform \(action.description.quotedForMessage()): \(error)"
        case let .cannotWrite(path, reason):
            "cannot write \(path.quotedForMessage(limit: 200)): \(reason)"
        }
    }
}
