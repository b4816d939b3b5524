import Driving
import ViewLayer

/// Navigation: a stack of pages over the root page, the top one shown; a link is an element
/// whose action pushes.
extension HeadlessBackend: NavigationRendering {
    public func makeNavigationStack(onBack: @escaping @MainActor () -> Void) -> any RenderElement {
        let element = make(.navigationStack, action: onBack)
        // The top page, or the root content when nothing is pushed.
        element.choosesShownChildren = { stack in stack.pages.last.map { [$0] } }
        return element
    }

    public func makeNavigationLink(action: @escaping @MainActor () -> Void) -> any RenderElement {
        make(.navigationLink, action: action)
    }

    public func pushPage(onto stack: any RenderElement) -> any RenderElement {
        let stack = headless(stack)
        let page = make(.page)
        page.parent = stack
        let hidden = stack.shownChildren
        stack.pages.append(page)
        stack.shownChildrenChanged(hiding: hidden)
        return page
    }

    public func popPage(_ page: any RenderElement, from stack: any RenderElement) {
        let stack = headless(stack)
        let page = headless(page)
        stack.pages.removeAll { $0 === page }
        page.parent = nil
        stack.shownChildrenChanged(hiding: [page])
    }
}
