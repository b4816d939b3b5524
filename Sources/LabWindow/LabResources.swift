import Foundation
import LabRunner
import ViewLayer

/// Finds the top-level `Resources/` folder at run time: beside a build (the repository the binary
/// was built in), in an install (`PREFIX/share/lifecycle-lab`), or where `LIFECYCLE_LAB_RESOURCES` says.
public enum LabResources {
    public static let directory: URL? = {
        let fileManager = FileManager.default
        func isResources(_ url: URL) -> Bool {
            fileManager.fileExists(atPath: url.appendingPathComponent("Experiments").path)
        }
        if let override = ProcessInfo.processInfo.environment["LIFECYCLE_LAB_RESOURCES"], !override.isEmpty {
            let url = URL(fileURLWithPath: override)
            return isResources(url) ? url : nil
        }
        let executable = ExecutableLocation.current
        var directory = executable.deletingLastPathComponent()
        let installed = directory.deletingLastPathComponent().appendingPathComponent("share/lifecycle-lab")
        if isResources(installed) { return installed }
        // In a build the binary sits in .build/<triple>/<configuration>/ below the repository.
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent("Resources")
            if isResources(candidate) { return candidate }
            directory.deleteLastPathComponent()
        }
        return nil
    }()

    /// Why `LIFECYCLE_LAB_RESOURCES` cannot be used, when it is set to a folder that is not the
    /// lab's resources: the windows would open without their stylesheet, icon and texts.
    public static var overrideProblem: String? {
        guard let override = ProcessInfo.processInfo.environment["LIFECYCLE_LAB_RESOURCES"], !override.isEmpty, directory == nil else { return nil }
        return "LIFECYCLE_LAB_RESOURCES is \(override.quotedForMessage(limit: 200)), which has no Experiments folder: point it at the repository's Resources folder or unset it"
    }

    /// The text of what SwiftUI does in an experiment, and why.
    public static func explanation(of experimentID: String) -> String? {
        guard let url = directory?.appendingPathComponent("Experiments/\(experimentID).md") else { return nil }
        return try? String(contentsOf: url, encoding: .utf8)
    }

    public static var stylesheet: URL? { directory?.appendingPathComponent("lab.css") }
}
