/// A key for a value of the environment: declare one, and an `EnvironmentValues` property that
/// reads and writes it through the key, to pass a value down the view tree.
///
///     private struct AccentKey: EnvironmentKey {
///         static let defaultValue = "blue"
///     }
///     extension EnvironmentValues {
///         var accent: String {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value read where no ancestor has set one.
    static var defaultValue: Value { get }
}
