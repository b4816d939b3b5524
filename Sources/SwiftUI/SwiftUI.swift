// `import SwiftUI` on Linux: the view layer under SwiftUI's name, with what Apple's `import SwiftUI`
// makes visible besides: Foundation (`Date`, `UUID`, `CGFloat`, `IndexSet`, and `URLSession`, which
// Linux keeps in FoundationNetworking), the Combine API (`ObservableObject`, `@Published`, from
// OpenCombine) and Observation (`@Observable`), the last two through the view layer. A view file
// written for Apple's SwiftUI needs no other import for them; `import ViewLayer` keeps working.
@_exported import Foundation
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import ViewLayer
// Combine's schedulers too (`.receive(on: DispatchQueue.main)`, `Timer.publish`), as Apple's
// `import SwiftUI` makes Combine visible.
@_exported import Combine
