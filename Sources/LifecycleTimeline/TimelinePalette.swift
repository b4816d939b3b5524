/// The timeline's colours, for a light and a dark background, shared by every drawing of it.
public struct TimelinePalette: Sendable {
    public var background: String
    public var label: String
    public var object: String
    public var view: String
    public var marker: String
    public var markerLabel: String
    public var body: String
    public var rule: String
    public var appear: String
    public var disappear: String
    public var taskStarted: String
    public var taskCancelled: String
    public var highlight: String

    public static let light = TimelinePalette(
        background: "#ffffff", label: "#241f31", object: "#62a0ea", view: "#57e389", marker: "#1c71d8",
        markerLabel: "#1a5fb4", body: "#241f31", rule: "#deddda", appear: "#26a269", disappear: "#c01c28",
        taskStarted: "#e5a50a", taskCancelled: "#9141ac", highlight: "#f9f06b"
    )

    public static let dark = TimelinePalette(
        background: "#1e1e1e", label: "#f6f5f4", object: "#1a5fb4", view: "#26a269", marker: "#99c1f1",
        markerLabel: "#99c1f1", body: "#f6f5f4", rule: "#3d3846", appear: "#8ff0a4", disappear: "#f66151",
        taskStarted: "#f8e45c", taskCancelled: "#dc8add", highlight: "#5e5c64"
    )

    /// The colour a tick of `kind` is drawn in.
    public func colour(of kind: Timeline.TickKind) -> String {
        switch kind {
        case .appear: appear
        case .disappear: disappear
        case .taskStarted: taskStarted
        case .taskCancelled: taskCancelled
        }
    }

    /// The colour a lane of `kind`'s bars are drawn in.
    public func colour(of kind: Timeline.LaneKind) -> String {
        kind == .view ? view : object
    }

    /// `#rrggbb` as red, green and blue from 0 to 1.
    public static func components(_ hex: String) -> (red: Double, green: Double, blue: Double) {
        let value = UInt32(hex.dropFirst(), radix: 16) ?? 0
        return (Double((value >> 16) & 0xff) / 255, Double((value >> 8) & 0xff) / 255, Double(value & 0xff) / 255)
    }

    /// The palette as the SVG's stylesheet classes.
    func css() -> String {
        """
        .background { fill: \(background); } .label { fill: \(label); } .object { fill: \(object); } .view { fill: \(view); }
        .marker { stroke: \(marker); } .marker-label { fill: \(markerLabel); } .body { fill: \(body); } .rule { stroke: \(rule); }
        .appear { fill: \(appear); } .disappear { fill: \(disappear); } .task-start { fill: \(taskStarted); } .task-cancel { fill: \(taskCancelled); }
        """
    }
}
