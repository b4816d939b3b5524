// `import Combine` on Linux: OpenCombine under Combine's name, with its schedulers, as Apple's
// Combine has them: `DispatchQueue`, `RunLoop` and `OperationQueue` as schedulers,
// `Timer.publish(every:on:in:)`, `NotificationCenter.default.publisher(for:)` and
// `URLSession.shared.dataTaskPublisher(for:)`. OpenCombine's Foundation and Dispatch parts declare
// these only where no module named Combine can be imported, which holds when they are compiled:
// they are this module's dependencies, so SwiftPM builds them before it (see the README's note on
// `import Combine`).
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
