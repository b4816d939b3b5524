import Dispatch
import Foundation

/// Whether the caller runs where the main actor runs.
///
/// On Linux, an `async` `main` drains the main queue with `dispatch_main()`, which runs it on a
/// thread other than the process's first one; in the GTK app the main queue is drained on the
/// main thread from the GLib loop, and GTK's own callbacks come straight from the main thread.
/// Either counts.
enum MainActorCheck {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
