import Driving
import ViewLayer

/// Split views: the sidebar and the detail, the two elements inserted, both shown.
extension HeadlessBackend: SplitViewRendering {
    public func makeSplitView() -> any RenderElement { make(.splitView) }
}
