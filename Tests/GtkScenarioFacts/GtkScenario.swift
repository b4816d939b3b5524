import Foundation

/// A scenario `GtkRendererChecks` runs on GTK's real main thread, in a process of its own, named
/// on its command line (`GtkRendererChecks box-rows`); it prints the scenario's facts as one JSON
/// object, which GtkTests decodes as the same struct.
public enum GtkScenario: String, CaseIterable, Sendable {
    case properties
    case boxRows = "box-rows"
    case listRows = "list-rows"
    case task
    case emptySheet = "empty-sheet"
    case sheetCover = "sheet-cover"
    case coverArea = "cover-area"
    case textField = "text-field"
    case typingSession = "typing-session"
    case opacity
    case transition
    case adaptiveGrid = "adaptive-grid"
    case scrolling
    case scrollingGrid = "scrolling-grid"
    case longStack = "long-stack"
    case longScroll = "long-scroll"
    case scrollContent = "scroll-content"
    case pictures
    case lifecycle
    case experiments
    case logPane = "log-pane"
    case logColours = "log-colours"
    case logPaneWindow = "log-pane-window"
    case memory
    case formAndTimer = "form-and-timer"
    case spacersAndFrames = "spacers-and-frames"
    case buttonLooks = "button-looks"
    case concatenatedText = "concatenated-text"
    case courseLooks = "course-looks"
    case intermediateLooks = "intermediate-looks"
    case gestures
    case personControls = "person-controls"
    case sceneWindow = "scene-window"
    case accessibilityLabel = "accessibility-label"
    case searchSuggestions = "search-suggestions"
    case compatForms = "compat-forms"

    /// The facts as the checks print them: sorted keys, so that a person comparing two runs by
    /// eye sees the same order.
    public static func encode(_ facts: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(facts)
    }

    public static func decode<Facts: Decodable>(_ type: Facts.Type, from output: String) throws -> Facts {
        try JSONDecoder().decode(type, from: Data(output.utf8))
    }
}
