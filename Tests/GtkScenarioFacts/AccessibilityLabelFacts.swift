/// `accessibility-label`: views named by `.accessibilityLabel` in GTK: the names their widgets
/// give the desktop's screen reader, what `show` lists, and what a script's tap and a person's
/// click reach and log.
public struct AccessibilityLabelFacts: Codable, Sendable {
    /// The labels of the items `show` lists, in order.
    public var shown: [String]
    /// The ATK name of the widget shown as "Add item" (an icon button), and of the text "★★★" named "Three stars".
    public var buttonName: String
    public var textName: String
    /// What the views' actions wrote after a script's `tap:Add item` and `tap:Dot`.
    public var tapped: [String]
    /// The action a person's click on the icon button is logged as.
    public var personAction: [String]

    public init(shown: [String], buttonName: String, textName: String, tapped: [String], personAction: [String]) {
        self.shown = shown
        self.buttonName = buttonName
        self.textName = textName
        self.tapped = tapped
        self.personAction = personAction
    }
}
