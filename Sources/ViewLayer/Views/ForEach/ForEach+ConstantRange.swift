extension ForEach {
    /// The walk over the rows to show for `ForEach(_:content:)`. SwiftUI documents that it
    /// "only reads the initial value of the provided data": the rows of the first range stay,
    /// and a later range of another count is reported in SwiftUI's words, once per site
    /// (rule 16). `ForEach(_:id:content:)` follows its data instead.
    func rangeKeptFromInstall(_ constant: ConstantRange<Data.Element>, node: ViewNode) -> ((Data.Element) -> Void) -> Void {
        walk(keeping: (node.primitiveState as? ForEachRows<Content>)?.initialRange, of: constant, warningAt: node.identityPath)
    }

    /// The walk over the elements of `initial`, the range first shown, rather than of the range
    /// given now, which is reported if its count differs.
    func walk(keeping initial: Range<Int>?, of constant: ConstantRange<Data.Element>, warningAt site: String) -> ((Data.Element) -> Void) -> Void {
        guard let initial, initial != constant.range else { return forEachElement }
        if initial.count != constant.range.count {
            RuntimeWarnings.report("ForEach<\(Data.self), \(ID.self), \(Content.self)> count (\(constant.range.count)) != its initial count (\(initial.count)). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!", site: site, kind: "ForEach constant range")
        }
        return { body in constant.walk(initial, body) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for a constant range of numbers. The range is read once: a later range of another
    /// count is reported and ignored, as in SwiftUI. For a range that changes, use
    /// `ForEach(_:id: \.self, content:)`.
    @inlinable
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, identifiedBy: { $0 }, constantRange: ConstantRange(data), content: content)
    }
}

/// The range of a `ForEach(_:content:)`, and a walk over another range, made where the ForEach
/// is written, where its element type is known to be `Int`.
@usableFromInline
struct ConstantRange<Element> {
    @usableFromInline let range: Range<Int>
    @usableFromInline let walk: (Range<Int>, (Element) -> Void) -> Void

    @inlinable
    init(_ range: Range<Int>) where Element == Int {
        self.range = range
        walk = { range, body in
            for element in range { body(element) }
        }
    }
}
