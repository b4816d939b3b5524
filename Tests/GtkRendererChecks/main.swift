import Driving
import Foundation
import GtkBackend
import GtkScenarioFacts

// Runs one scenario with GTK on the real main thread (which `swift test` cannot offer) and prints
// its facts as one JSON object, for GtkTests to decode: `GtkRendererChecks box-rows`. A process
// per scenario, so that what GTK writes on standard error is the scenario's own, and no scenario
// starts with widgets or windows another left.

/// A scenario that could not run as written, for its test to read on standard error.
struct ScenarioFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

@MainActor
func facts(of scenario: GtkScenario) async throws(ScenarioFailure) -> any Encodable {
    switch scenario {
    case .properties: await checkProperties(on: Stage())
    case .boxRows: await checkRows(inList: false, on: Stage())
    case .listRows: await checkRows(inList: true, on: Stage())
    case .task: await checkTask(on: Stage())
    case .emptySheet: await checkEmptySheet(on: Stage())
    case .sheetCover: await checkSheetsCoverTheirWindow(on: Stage())
    case .coverArea: await checkACoverLiesOverTheRootContent(on: Stage())
    case .textField: await checkTextField(on: Stage())
    case .typingSession: await checkTypingSession(on: Stage())
    case .opacity: await checkOpacity(on: Stage())
    case .transition: await checkTransition(on: Stage())
    case .adaptiveGrid: await checkAdaptiveGrid(on: Stage())
    case .scrolling: await checkScrolling(grid: false, on: Stage())
    case .scrollingGrid: await checkScrolling(grid: true, on: Stage())
    case .scrollContent: await checkScrollContent(on: Stage())
    case .pictures: await checkPictures(on: Stage())
    case .longStack: await checkLongStack(on: Stage())
    case .longScroll: await checkLongScroll(on: Stage())
    case .lifecycle: await checkLifecycle(on: Stage())
    case .experiments: await checkExperiments(on: Stage())
    case .logPane: checkLogPane()
    case .logColours: checkLogColours()
    case .logPaneWindow: try await checkLogPaneInAWindow()
    case .memory: await checkMemory(on: Stage())
    case .formAndTimer: await checkFormAndTimer(on: Stage())
    case .spacersAndFrames: await checkSpacersAndFrames(on: Stage())
    case .buttonLooks: await checkButtonLooks(on: Stage())
    case .concatenatedText: await checkConcatenatedText(on: Stage())
    case .courseLooks: await checkCourseLooks(on: Stage())
    case .intermediateLooks: await checkIntermediateLooks(on: Stage())
    case .gestures: await checkGestures(on: Stage())
    case .personControls: await checkPersonControls(on: Stage())
    case .sceneWindow: await checkSceneWindow(on: Stage())
    case .accessibilityLabel: await checkAccessibilityLabel(on: Stage())
    case .searchSuggestions: await checkSearchSuggestions(on: Stage())
    case .compatForms: await checkCompatForms(on: Stage())
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("GtkRendererChecks: \(message)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 1, let name = arguments.first, let scenario = GtkScenario(rawValue: name) else {
    fail("name one scenario: \(GtkScenario.allCases.map(\.rawValue).joined(separator: ", "))")
}
do {
    try GtkMainLoop.start()
} catch {
    fail("\(error)")
}
Task { @MainActor in
    do {
        let facts = try await facts(of: scenario)
        FileHandle.standardOutput.write(try GtkScenario.encode(facts) + Data("\n".utf8))
    } catch {
        fail("\(scenario.rawValue): \(error)")
    }
    GtkMainLoop.quit()
}
GtkMainLoop.run()
