import Foundation
import ViewLayer

/// URLs the views open: recorded, as there is no desktop to open them with.
extension HeadlessBackend: URLOpening {
    public func open(_ url: URL) {
        openedURLs.append(url)
    }
}
