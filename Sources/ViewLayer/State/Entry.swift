/// Declares an environment value in an extension of `EnvironmentValues`, without writing an
/// `EnvironmentKey`: the initial value is the default, read where no ancestor set one.
///
///     extension EnvironmentValues {
///         @Entry var accent: String = "blue"
///     }
///
///     Child().environment(\.accent, "red")
///     // in Child: @Environment(\.accent) private var accent
///
/// The default is evaluated at each such read: a class made there is a new instance each time.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewLayerMacros", type: "EntryMacro")
