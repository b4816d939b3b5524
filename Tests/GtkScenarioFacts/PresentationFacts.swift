/// `empty-sheet`: a sheet whose content makes no widget, presented, then closed.
public struct EmptySheetFacts: Codable, Sendable {
    public var visible: Bool
    public var sheetsAfterClose: Int

    public init(visible: Bool, sheetsAfterClose: Int) {
        self.visible = visible
        self.sheetsAfterClose = sheetsAfterClose
    }
}

/// `sheet-cover`: whether the header bar's back button takes input, with a page pushed, under
/// two sheets, under one and after both; and the sheets left after the lower one's close request.
public struct SheetCoverFacts: Codable, Sendable {
    public var backBefore: Bool
    public var backUnderSheet: Bool
    public var backUnderOneSheet: Bool
    public var backAfter: Bool
    public var sheetsAfterLowerClose: Int

    public init(backBefore: Bool, backUnderSheet: Bool, backUnderOneSheet: Bool, backAfter: Bool, sheetsAfterLowerClose: Int) {
        self.backBefore = backBefore
        self.backUnderSheet = backUnderSheet
        self.backUnderOneSheet = backUnderOneSheet
        self.backAfter = backAfter
        self.sheetsAfterLowerClose = sheetsAfterLowerClose
    }
}

/// `cover-area`: screen rectangles as x, y, width, height, empty when not on screen.
public struct CoverAreaFacts: Codable, Sendable {
    /// The box the root view is mounted in.
    public var content: [Int]
    /// The cover's window.
    public var cover: [Int]
    public var labels: [String]

    public init(content: [Int], cover: [Int], labels: [String]) {
        self.content = content
        self.cover = cover
        self.labels = labels
    }
}
