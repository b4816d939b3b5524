import ArgumentParser
import Benchmarks
import Dispatch
import Experiments
import Foundation
import GtkBackend
import HeadlessBackend
import LabRunner
import LabWindow
import LifecycleTimeline
import ViewLayer

/// The command line of RUNNER.md. Every kind of bad input ends with one line on standard error
/// and exit status 2.
struct LifecycleLab: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle-lab",
        abstract: "See SwiftUI's state lifecycle at work: the lab's experiments, headless or in GTK windows.",
        discussion: "With no subcommand, opens the lab window with all experiments.",
        subcommands: [Lab.self, List.self, Run.self, GUI.self, Bench.self],
        defaultSubcommand: Lab.self
    )
}

/// Shared by `run` and `gui`.
struct ScriptOptions: ParsableArguments {
    @Option(name: .customLong("do"), help: ArgumentHelp("An action, repeatable, performed in order: tap:LABEL[#N], toggle:LABEL[#N], type:LABEL[#N]=TEXT, scroll:down|up|top|bottom, back, dismiss, show.", valueName: "action"))
    var actions: [String] = []

    @Option(help: "Seeds the random numbers the experiments use, so two runs print the same ids.")
    var seed: UInt64?

    @Flag(help: "Also print the view layer's own events, each starting with '· '.")
    var trace = false

    @Option(help: ArgumentHelp("Also draw the lifetime timeline of the run as SVG: lanes per view identity and per object, a marker per action.", valueName: "file.svg"))
    var timeline: String?

    @Option(help: "text (the default) or jsonl: one JSON object per line.")
    var format: Format = .text

    @Option(help: ArgumentHelp("How many rows a scroll view's viewport holds; scroll:down and scroll:up move by that many.", valueName: "n"))
    var viewportRows = 8

    // `--viewport-width` is its name of the round before RUNNER.md named it, kept for scripts.
    @Option(
        name: [.customLong("grid-width"), .customLong("viewport-width")],
        help: ArgumentHelp("How wide a lazy grid is, in points, in run (390 by default); its adaptive columns follow it (in a window, the grid's own width).", valueName: "points")
    )
    var gridWidth = Int(HeadlessBackend.standardGridWidth)

    @Option(help: ArgumentHelp("The SwiftUI release whose documented behaviour the layer follows: \(SwiftUIRelease.allCases.map(\.rawValue).joined(separator: ", ")) (ios18 by default).", valueName: "release"))
    var behavior: String?

    /// The release `--behavior` names, if given.
    var release: SwiftUIRelease? { behavior.flatMap(SwiftUIRelease.init(rawValue:)) }

    func validate() throws {
        guard viewportRows >= 1 else { throw ValidationError("--viewport-rows must be at least 1") }
        guard (1...100_000).contains(gridWidth) else { throw ValidationError("--grid-width must be from 1 to 100000") }
        if let behavior, SwiftUIRelease(rawValue: behavior) == nil {
            throw ValidationError("unknown --behavior \(behavior.quotedForMessage()); the releases are \(SwiftUIRelease.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, jsonl

        var output: OutputFormat { self == .jsonl ? .jsonl : .text }
    }
}

/// Shared by `gui` and the lab.
struct WindowOptions: ParsableArguments {
    @Option(help: "Also write the log to this file, flushed after each line.")
    var logFile: String?

    @Option(help: "After the last action, save a PNG of the experiment's window(s).")
    var screenshot: String?

    @Flag(help: "Exit after the last action (and screenshot) instead of staying open.")
    var quit = false
}

extension LifecycleLab {
    struct Lab: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "lab", abstract: "Open the lab window with all experiments.", shouldDisplay: false)
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the experiments: ID<TAB>TITLE, one per line.")
    }

    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Run one experiment headless and print its log.")

        @Argument(help: "The experiment's id, as `lifecycle-lab list` prints it.")
        var experiment: String

        @OptionGroup var script: ScriptOptions
    }

    struct GUI: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "gui", abstract: "Run an experiment in a real GTK window (with none, open the lab).")

        @Argument(help: "The experiment's id, as `lifecycle-lab list` prints it.")
        var experiment: String?

        @OptionGroup var script: ScriptOptions
        @OptionGroup var window: WindowOptions
    }
}

extension LifecycleLab {
    struct Bench: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Measure the view layer against hand-written GTK, and reconciliation costs (use a release build, under a display).",
            discussion: "Each figure runs in worker processes of its own, a rows figure in several rounds whose runs are pooled. GTK figures need an X display: run it under 'xvfb-run -a'."
        )

        @Option(help: "Write the figures as JSON to this file.")
        var json = "bench.json"

        @Option(help: "Also write the report as Markdown to this file (docs/benchmarks.md).")
        var markdown: String?

        @Option(help: "Measured runs of each rows figure, over all its rounds.")
        var runs = BenchmarkPlan().runs

        @Option(help: "Unmeasured runs at the start of each worker.")
        var warmup = BenchmarkPlan().warmup

        @Option(help: "Workers that measure each rows figure, one round of every figure after another.")
        var rounds = BenchmarkPlan().rounds

        @Option(help: "rows (the plain rows' tables), styled (the styled rows' tables) or reconciliation; all three unless told.")
        var only: String?

        @Option(help: "How GTK draws in the workers, set as their GDK_RENDERING whatever this process has: image (the default, drawing in client memory as GTK does on Wayland) or similar (GDK's X11 default, through XRender).")
        var rendering = Rendering.published

        @Option(help: ArgumentHelp("Measure nothing: write the Markdown report of an earlier run from its JSON, as after a change to the report's text. Give the runs, warm-up and rounds that run was made with.", valueName: "json"))
        var reportFrom: String?

        @Option(parsing: .remaining, help: .hidden)
        var worker: [String] = []

        func validate() throws {
            guard runs >= 1, warmup >= 0 else { throw ValidationError("--runs must be at least 1 and --warmup at least 0") }
            guard rounds >= 1 else { throw ValidationError("--rounds must be at least 1") }
            if let only, !["rows", "styled", "reconciliation"].contains(only) { throw ValidationError("--only takes rows, styled or reconciliation") }
            if reportFrom != nil, markdown == nil { throw ValidationError("--report-from writes the Markdown report: give --markdown") }
        }
    }
}

@main
enum Main {
    static func main() {
        LineOutput.ignoreBrokenPipeSignal()
        if let problem = LineOutput.checkStandardDescriptors() { fail(problem) }
        let arguments = CommandLineArguments.normalised(Array(CommandLine.arguments.dropFirst()))
        if let problem = CommandLineArguments.helpProblem(arguments, commands: LifecycleLab.configuration.subcommands.map { $0._commandName }) {
            fail(problem)
        }
        let command: ParsableCommand
        do {
            command = try LifecycleLab.parseAsRoot(arguments)
        } catch {
            // Help and version requests exit cleanly; anything else is a usage error.
            finish(after: error)
        }
        switch command {
        case is LifecycleLab.List:
            for experiment in Experiment.all { LineOutput.standardOutput.write("\(experiment.id)\t\(experiment.title)") }
        case let run as LifecycleLab.Run:
            runHeadless(run)
        case let gui as LifecycleLab.GUI:
            openWindow(experiment: gui.experiment, script: gui.script, window: gui.window)
        case let bench as LifecycleLab.Bench:
            benchmark(bench)
        case is LifecycleLab.Lab:
            // The plain command opens the lab, as `gui` without an experiment does.
            do {
                let gui = try LifecycleLab.GUI.parse([])
                openWindow(experiment: nil, script: gui.script, window: gui.window)
            } catch {
                fail(LifecycleLab.message(for: error))
            }
        default:
            // ArgumentParser's own commands, such as `help`.
            var command = command
            do { try command.run() } catch { finish(after: error) }
        }
    }

    /// `run`: the experiment runs on the main actor, which the main dispatch queue serves.
    static func runHeadless(_ command: LifecycleLab.Run) -> Never {
        let script = command.script
        // Bad input is reported first, before any file is opened.
        checkInput(experiment: command.experiment, actions: script.actions)
        let timeline: TimelineRecorder
        do {
            timeline = try TimelineRecorder(path: script.timeline)
        } catch {
            fail(error.description)
        }
        // The timeline needs the view layer's events, printed or not.
        let run = HeadlessRun(
            experimentID: command.experiment, actions: script.actions, seed: script.seed, trace: script.trace || script.timeline != nil,
            viewportRows: script.viewportRows, gridWidth: Double(script.gridWidth), behavior: script.release
        )
        let format = script.format.output
        let printsTrace = script.trace
        Task { @MainActor in
            let output = LineOutput.standardOutput
            do {
                try await run.run { record in
                    timeline.add(record)
                    if record.isTrace, !printsTrace { return }
                    output.write(format.line(for: record))
                }
            } catch {
                // What ran so far is drawn; the run's error stays the last line.
                if let problem = timeline.finishOrExplain() { ErrorLine.print(problem) }
                fail("\(error)")
            }
            timeline.finish()
            exit(0)
        }
        dispatchMain()
    }

    /// `gui` and the lab: GTK's loop runs on the main thread and drains the main queue, so the
    /// main actor runs inside it.
    @MainActor
    static func openWindow(experiment: String?, script: ScriptOptions, window: WindowOptions) -> Never {
        var options = ExperimentWindow.Options()
        options.seed = script.seed
        options.trace = script.trace
        options.format = script.format.output
        options.logFile = window.logFile
        options.screenshot = window.screenshot
        options.quit = window.quit
        options.timeline = script.timeline
        options.viewportRows = script.viewportRows
        options.release = script.release
        // Bad input is reported before a display is looked for.
        checkInput(experiment: experiment, actions: script.actions)
        if let problem = LabResources.overrideProblem { fail(problem) }
        do {
            try GtkMainLoop.start()
        } catch {
            fail(error.description)
        }
        do {
            if let experiment {
                let window = try ExperimentWindow(experimentID: experiment, actions: script.actions, options: options)
                window.open()
                GtkMainLoop.run()
                exit(window.exitStatus)
            } else {
                let lab = try LabApp(actions: script.actions, options: options)
                lab.open()
                GtkMainLoop.run()
                exit(lab.exitStatus)
            }
        } catch {
            fail(error.description)
        }
    }

    /// `bench`: the orchestrator, or with `--worker` one figure in this process.
    @MainActor
    static func benchmark(_ command: LifecycleLab.Bench) {
        if !command.worker.isEmpty {
            do {
                // One JSON line, through `LineOutput` like all standard output: a write that
                // fails is an error, not a figure silently lost.
                LineOutput.standardOutput.write(String(decoding: try runBenchmarkWorker(command.worker, stylesheet: LabResources.stylesheet?.path), as: UTF8.self))
            } catch {
                fail("\(error)")
            }
            return
        }
        var plan = BenchmarkPlan()
        plan.runs = command.runs
        plan.warmup = command.warmup
        plan.rounds = command.rounds
        plan.rows = command.only.map { $0 == "rows" } ?? true
        plan.styled = command.only.map { $0 == "styled" } ?? true
        plan.reconciliation = command.only.map { $0 == "reconciliation" } ?? true
        plan.rendering = command.rendering
        if let earlier = command.reportFrom {
            guard let data = FileManager.default.contents(atPath: earlier) else { fail("cannot read \(earlier)") }
            guard let measured = try? JSONDecoder().decode(BenchmarkReport.self, from: data) else {
                fail("\(earlier) is not the JSON of a benchmark run")
            }
            // Made again from the figures, so that the targets are judged by today's code; the
            // text names the rendering the run drew with, whatever this command was given.
            let report = BenchmarkReport(figures: measured.figures, machine: measured.machine)
            plan.rendering = report.rendering ?? plan.rendering
            publish(report, plan: plan, json: nil, markdown: command.markdown)
            return
        }
        if plan.rows || plan.styled, (ProcessInfo.processInfo.environment["DISPLAY"] ?? "").isEmpty {
            fail("the rows benchmark opens GTK windows and needs a display: run it under Xvfb, for example 'xvfb-run -a -s \"-screen 0 1400x900x24\" lifecycle-lab bench', or measure only '--only reconciliation'")
        }
        #if DEBUG
        FileHandle.standardError.write(Data("note: this is a debug build; figures worth comparing come from 'swift build -c release'\n".utf8))
        #endif
        let executable = ExecutableLocation.current
        do {
            let figures = try plan.run(executable: executable) { figure in
                FileHandle.standardError.write(Data("measuring \(figure)\n".utf8))
            }
            let report = BenchmarkReport(figures: figures, machine: MachineDescription.current(rendering: plan.rendering))
            publish(report, plan: plan, json: command.json, markdown: command.markdown)
        } catch {
            fail("\(error)")
        }
    }

    /// Prints the report's table and writes its JSON and Markdown where asked.
    private static func publish(_ report: BenchmarkReport, plan: BenchmarkPlan, json: String?, markdown: String?) {
        LineOutput.standardOutput.write(report.table)
        for (path, contents) in [(json, report.json), (markdown, Data(report.markdown(plan: plan).utf8))] {
            guard let path else { continue }
            do {
                try contents.write(to: URL(fileURLWithPath: path))
            } catch {
                fail("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Help and version requests print through `LineOutput`, so that help which cannot be written
    /// fails as any other output does; anything else is a usage error.
    static func finish(after error: any Error) -> Never {
        guard LifecycleLab.exitCode(for: error) == .success else { fail(LifecycleLab.message(for: error)) }
        LineOutput.standardOutput.write(LifecycleLab.fullMessage(for: error))
        exit(0)
    }

    /// Ends with one error line if the experiment is unknown or an action malformed.
    static func checkInput(experiment: String?, actions: [String]) {
        if let experiment, Experiment.named(experiment) == nil {
            fail(RunnerError.unknownExperiment(experiment, known: Experiment.all.map(\.id)).description)
        }
        for action in actions {
            do { _ = try LabAction(parsing: action) } catch { fail(error.description) }
        }
    }

    static func fail(_ message: String) -> Never {
        ErrorLine.print(message)
        exit(2)
    }
}

extension Rendering: ExpressibleByArgument {}
