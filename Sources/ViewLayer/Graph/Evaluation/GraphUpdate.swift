/// Whether the view graph is updating on the calling thread: evaluating a body, or building
/// content a primitive asked for (a `ForEach`'s rows, a sheet's content), with a node recording
/// what is read.
///
/// `State` and `Binding` answer reads differently inside and outside an update (rule 15), as
/// SwiftUI does: inside, with the value their struct was given; outside, in actions, tasks and
/// callbacks, with what their storage holds now.
enum GraphUpdate {
    static var isActive: Bool { ReadTracking.current() != nil }
}
