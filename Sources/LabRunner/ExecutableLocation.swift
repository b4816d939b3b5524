import Foundation

/// Where the running executable is, however it was started: from a path, or by name from `PATH`
/// (as a desktop entry starts it), where `CommandLine.arguments[0]` is only the bare name.
public enum ExecutableLocation {
    public static var current: URL {
        let link = URL(fileURLWithPath: "/proc/self/exe")
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: link.path) {
            return URL(fileURLWithPath: target)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    }
}
