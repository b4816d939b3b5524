import ArgumentParser
import Experiments
import Foundation
import LabRunner

/// The command line of RUNNER.md. Every kind of bad input ends with one line on standard error
/// and exit status 2.
struct LifecycleLab: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-lab",
        abstract: "See SwiftUI's state lifecycle at work: the lab's experiments, headless or in GTK windows.",
        subcommands: [Lab.self, List.self, Run.self, GUI.self],
        defaultSubcommand: Lab.self
    )
}

/// Shared by `run` and `gui`.
struct ScriptOptions: ParsableArguments {
    @Argument(help: "The experiment's id, as `lifecycle-lab list` prints it.")
    var experiment: String?

    @Option(name: .customLong("do"), help: ArgumentHelp("An action, repeatable, performed in order: tap:LABEL[#N], toggle:LABEL[#N], back, dismiss, show.", valueName: "action"))
    var actions: [String] = []

    @Option(help: "Seeds the random numbers the experiments use, so two runs print the same ids.")
    var seed: UInt64?

    @Flag(help: "Also print the view layer's own events, each starting with '· '.")
    var trace = false

    @Option(help: "text (the default) or jsonl: one JSON object per line.")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, jsonl
    }
}

extension LifecycleLab {
    struct Lab: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lab", abstract: "Open the lab window with all experiments.", shouldDisplay: false)

        func run() async throws {
            throw WindowNotBuilt()
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the experiments: ID<TAB>TITLE, one per line.")

        func run() {
            for experiment in Experiment.all { print("\(experiment.id)\t\(experiment.title)") }
        }
    }

    struct Run: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run one experiment headless and print its log.")

        @OptionGroup var options: ScriptOptions

        func validate() throws {
            guard options.experiment != nil else {
                throw ValidationError("name an experiment to run; known experiments: \(Experiment.all.map(\.id).joined(separator: ", "))")
            }
        }

        func run() async throws {
            let run = HeadlessRun(
                experimentID: options.experiment ?? "",
                actions: options.actions,
                seed: options.seed,
                trace: options.trace
            )
            let format: OutputFormat = options.format == .jsonl ? .jsonl : .text
            try await runOnMain(run, format: format)
        }
    }

    struct GUI: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "gui", abstract: "Run an experiment in a real GTK window.")

        @OptionGroup var options: ScriptOptions

        @Option(help: "Also write the log to this file, flushed after each line.")
        var logFile: String?

        @Option(help: "After the last action, save a PNG of the experiment's window(s).")
        var screenshot: String?

        @Flag(help: "Exit after the last action (and screenshot).")
        var quit = false

        func run() async throws {
            throw WindowNotBuilt()
        }
    }
}

/// The GTK window is not part of this build yet.
struct WindowNotBuilt: Error, CustomStringConvertible {
    var description: String {
        "the lab window is not built yet; run the experiments headless with 'lifecycle-lab run EXPERIMENT --do ACTION …' (see 'lifecycle-lab list')"
    }
}

@MainActor
func runOnMain(_ run: HeadlessRun, format: OutputFormat) async throws {
    let output = StandardOutput()
    try await run.run { record in output.write(format.line(for: record)) }
}

/// Writes whole lines to standard output, each flushed at once so that a reader sees the log live.
final class StandardOutput: Sendable {
    private let lock = NSLock()

    func write(_ line: String) {
        lock.withLock {
            FileHandle.standardOutput.write(Data((line + "\n").utf8))
        }
    }
}

@main
enum Main {
    static func main() async {
        do {
            var command = try LifecycleLab.parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let error as RunnerError {
            fail(error.description)
        } catch let error as WindowNotBuilt {
            fail(error.description)
        } catch {
            // Help and version requests exit cleanly; anything else is a usage error.
            let code = LifecycleLab.exitCode(for: error)
            if code == .success {
                LifecycleLab.exit(withError: error)
            }
            fail(LifecycleLab.message(for: error))
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("lifecycle-lab: error: \(message)\n".utf8))
        exit(2)
    }
}
