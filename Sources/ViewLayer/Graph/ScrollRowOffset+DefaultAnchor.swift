/// A scroll view's default anchor (`.defaultScrollAnchor`, `DefaultScrollAnchor.swift`): where
/// it starts, and how it follows its content as its rows come and go, checked after each pass
/// for the scroll views that have one.
extension ScrollRowOffset {
    /// Takes the anchors of the scroll view or list being made: it starts at the initial
    /// offset's once the pass has placed its rows, its lazy rows held until then, unless a
    /// `.scrollPosition` binding has placed it; and it follows its content as the size
    /// changes' anchor says, from then on.
    func start(with anchors: DefaultScrollAnchors?, on node: PrimitiveNode) {
        guard let anchors else { return }
        sizeChangeAnchors = anchors
        node.viewNode.graph.sizeAnchoredScrollOffsets.append(WeakScrollRowOffset(self))
        guard let initial = anchors.anchor(for: .initialOffset), fraction(of: initial) > 0 else { return }
        hold()
        node.atEndOfPass { [weak self] in
            guard let self else { return }
            if link?.asked == nil { scroll(toFirstRow: firstRow(at: initial, rows: rowCount())) }
            release()
        }
    }

    /// After a pass: moves with the content if its row count changed and it was where the size
    /// changes' anchor puts it (the zenn.dev write-up "ScrollAnchorRole.sizeChanges 調査隊",
    /// iOS 18: with `.bottom`, the last view stays on screen only if it was on screen).
    func keepAnchorAfterSizeChange() {
        guard scrollable?.isRemoved == false, let anchor = sizeChangeAnchors?.anchor(for: .sizeChanges) else { return }
        let count = rowCount()
        defer { anchoredRowCount = count }
        guard let before = anchoredRowCount, before != count, firstRow == firstRow(at: anchor, rows: before) else { return }
        let first = firstRow(at: anchor, rows: count)
        if first != firstRow { scroll(toFirstRow: first) }
    }

    /// The first row that puts `anchor` of `rows` rows at the same point of the viewport.
    func firstRow(at anchor: UnitPoint, rows: Int) -> Int {
        Int((fraction(of: anchor) * Double(max(0, rows - viewportRows))).rounded())
    }

    private func fraction(of anchor: UnitPoint) -> Double {
        min(1, max(0, axis == .horizontal ? anchor.x : anchor.y))
    }
}

/// A scroll view's offset, held weakly: the graph's list of those with a size changes anchor
/// does not keep a removed scroll view's.
struct WeakScrollRowOffset {
    weak var offset: ScrollRowOffset?
    init(_ offset: ScrollRowOffset) { self.offset = offset }
}

extension ViewGraph {
    /// Moves the scroll views with a size changes anchor whose content changed this pass.
    func keepScrollAnchorsAfterSizeChanges() {
        guard !sizeAnchoredScrollOffsets.isEmpty else { return }
        sizeAnchoredScrollOffsets.removeAll { $0.offset == nil }
        for entry in sizeAnchoredScrollOffsets { entry.offset?.keepAnchorAfterSizeChange() }
    }
}
