/// Views that stand for several, one for each element of their data, where a container takes
/// each as an item of its own: a `TabView` makes a tab of each element of a `ForEach`.
@MainActor
protocol ElementViews {
    /// Each element's id and view, in order. `initialRange` is the range a `ForEach(_:content:)`
    /// was first given there, which it keeps showing (nil the first time); the range to keep
    /// from now on is returned with the views.
    func elementViews(initialRange: Range<Int>?, warningAt site: String) -> (views: [(id: AnyHashable, view: any View)], range: Range<Int>?)
}

extension ForEach: ElementViews {
    func elementViews(initialRange: Range<Int>?, warningAt site: String) -> (views: [(id: AnyHashable, view: any View)], range: Range<Int>?) {
        let id = self.id, content = self.content
        var views: [(id: AnyHashable, view: any View)] = []
        let append: (Data.Element) -> Void = { element in views.append((AnyHashable(id(element)), content(element))) }
        if let constantRange {
            walk(keeping: initialRange, of: constantRange, warningAt: site)(append)
            return (views, initialRange ?? constantRange.range)
        }
        forEachElement(append)
        return (views, nil)
    }
}
