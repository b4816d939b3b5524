@_spi(Reflection) import Swift
import Foundation

/// What the graph knows about a view type's stored fields: where its dynamic properties are, and
/// how to tell whether two values of it differ. Worked out once per type from the runtime's field
/// metadata and cached, so that installing and comparing views costs no reflection afterwards.
@MainActor
final class TypeLayout {
    enum Property {
        case builtin(name: String, offset: Int, type: any GraphProperty.Type, slot: Int)
        case custom(offset: Int, type: any DynamicProperty.Type, layout: TypeLayout, firstSlot: Int)
        /// A struct holding dynamic properties without being one: a `ViewModifier`.
        case nested(offset: Int, layout: TypeLayout, firstSlot: Int)
    }

    indirect enum Comparison {
        /// Compared by a function made once for the type: a built-in dynamic property's own rule,
        /// or a conditional's or optional's.
        case compare(@MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// `==` of an `Equatable` type, opened at each comparison: a metatype holds no reference.
        case equatable(any Equatable.Type)
        /// Compared byte for byte: plain data, or a class reference compared by identity.
        case bytes(Int)
        /// A struct compared field by field.
        case fields([(offset: Int, comparison: Comparison)])
        /// Closures and existentials: always taken as changed.
        case never
    }

    let typeName: String
    let typeID: ObjectIdentifier
    /// For a built-in view, how to update its node; nil for a view with a `body`.
    let primitiveUpdate: (@MainActor (any View, ViewNode, (any View)?) -> Void)?
    /// For a `ViewBuilder` block, the views it stands for (see `ChildSpec.content`); nil otherwise.
    let blockContent: (@MainActor (any View) -> [ChildSpec])?
    let properties: [Property]
    /// Storage slots needed by all built-in properties, nested ones included.
    let slotCount: Int
    private let comparison: Comparison
    /// `comparison` flattened: a step a field, nested structs' fields at their offsets in the
    /// outer value. Comparing a long list's views walks these for every row, and walking the
    /// enum's arrays and closures instead retains and releases each of them at every field.
    private let steps: UnsafeMutableBufferPointer<ComparisonStep>
    /// The functions the steps call by index, kept apart so that the steps are plain data.
    private let comparators: [@MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool]

    private static var cache: [ObjectIdentifier: TypeLayout] = [:]

    static func of(_ type: Any.Type) -> TypeLayout {
        if let layout = cache[ObjectIdentifier(type)] { return layout }
        let layout = TypeLayout(type)
        cache[ObjectIdentifier(type)] = layout
        return layout
    }

    private init(_ type: Any.Type) {
        typeName = (type as? any NamedInTrace.Type)?.traceName ?? shortTypeName(type)
        typeID = ObjectIdentifier(type)
        primitiveUpdate = (type as? any PrimitiveView.Type).map(Self.updater)
        blockContent = (type as? any BlockContent.Type).map(Self.blockLister)
        var properties: [Property] = []
        var slots = 0
        var fields: [(offset: Int, comparison: Comparison)] = []
        // Only structs and tuples have fields to visit: `_forEachField` succeeds with none on
        // enums, and crashes on an existential of a protocol with a primary associated type
        // (`any Clock<Duration>`, an environment value).
        let hasFields = isStructOrTuple(type)
        if hasFields {
            _ = _forEachField(of: type, options: []) { namePointer, offset, fieldType, kind in
                var name = String(cString: namePointer)
                if name.hasPrefix("_") { name.removeFirst() }
                if let builtin = fieldType as? any GraphProperty.Type {
                    properties.append(.builtin(name: name, offset: offset, type: builtin, slot: slots))
                    slots += 1
                } else if let custom = fieldType as? any DynamicProperty.Type {
                    let inner = TypeLayout.of(custom)
                    properties.append(.custom(offset: offset, type: custom, layout: inner, firstSlot: slots))
                    slots += inner.slotCount
                } else if fieldType is any ViewModifier.Type || fieldType is any ButtonStyle.Type || fieldType is any LabelStyle.Type {
                    // A modifier's dynamic properties are the modified view's node's, as if declared
                    // there; a style's (`@Environment(\.isEnabled)` in a `ButtonStyle`) are its body's.
                    let inner = TypeLayout.of(fieldType)
                    if inner.slotCount > 0 || !inner.properties.isEmpty {
                        properties.append(.nested(offset: offset, layout: inner, firstSlot: slots))
                        slots += inner.slotCount
                    }
                }
                fields.append((offset, Self.comparison(for: fieldType, kind: kind)))
                return true
            }
        }
        self.properties = properties
        slotCount = slots
        // Rule 13, as SwiftUI compares view values: a struct of plain data (POD) goes field by
        // field and its own `==` is not consulted; `==` serves the other `Equatable` views, and
        // `EquatableView` (a `StructuralComparison`) for any view wrapped in `.equatable()`.
        // Structs go field by field even when they are plain data: comparing their bytes would
        // compare the padding between fields too, which holds whatever was there before.
        if let custom = type as? any StructuralComparison.Type {
            comparison = .compare(Self.comparator(custom))
        } else if hasFields, _isPODType(type) {
            comparison = .fields(fields)
        } else if isClass(type) || isOptionalObject(type) {
            comparison = .bytes(MemoryLayout<AnyObject>.size)
        } else if _isPODType(type) {
            // An enum or a number: its bytes are its value, padding-free.
            comparison = .bytes(_sizeOf(type))
        } else if let equatable = type as? any Equatable.Type {
            comparison = .equatable(equatable)
        } else if hasFields {
            comparison = .fields(fields)
        } else {
            comparison = .never
        }
        var steps: [ComparisonStep] = []
        var comparators: [@MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool] = []
        Self.flatten(comparison, at: 0, into: &steps, comparators: &comparators)
        self.steps = .allocate(capacity: steps.count)
        _ = self.steps.initialize(from: steps)
        self.comparators = comparators
    }

    isolated deinit {
        steps.deallocate()
    }

    private static func flatten(
        _ comparison: Comparison, at offset: Int, into steps: inout [ComparisonStep],
        comparators: inout [@MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool]
    ) {
        switch comparison {
        case .bytes(let count):
            if count > 0 { steps.append(.bytes(offset: offset, count: count)) }
        case .equatable(let type):
            steps.append(.equatable(offset: offset, type: type))
        case .fields(let fields):
            for field in fields { flatten(field.comparison, at: offset + field.offset, into: &steps, comparators: &comparators) }
        case .never:
            steps.append(.never)
        case .compare(let same):
            steps.append(.comparator(offset: offset, index: comparators.count))
            comparators.append(same)
        }
    }

    private static func comparison(for type: Any.Type, kind: _MetadataKind) -> Comparison {
        if let property = type as? any GraphProperty.Type { return .compare(comparator(property)) }
        if let custom = type as? any StructuralComparison.Type { return .compare(comparator(custom)) }
        switch kind {
        case .class, .foreignClass: return .bytes(MemoryLayout<AnyObject>.size)
        case .function, .existential, .existentialMetatype: return .never
        default: break
        }
        let isStruct = kind == .struct || kind == .tuple
        if isStruct, _isPODType(type) { return TypeLayout.of(type).comparison }
        if _isPODType(type) || isOptionalObject(type) { return TypeLayout.of(type).comparison }
        if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
        if isStruct { return TypeLayout.of(type).comparison }
        return .never
    }

    // Comparators, made once per type, as the casts that find their protocols look up a
    // conformance each time (an `Equatable` field keeps the metatype its cast gave, and opening
    // that costs nothing).

    private static func comparator(_ type: any GraphProperty.Type) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<P: GraphProperty>(_: P.Type) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            let isUnchanged = P.makeUnchangedComparator()
            return { withValuesInPlace($0, $1, as: P.self) { isUnchanged($0, $1) } }
        }
        return make(type)
    }

    private static func comparator(_ type: any StructuralComparison.Type) -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        type.makeComparator()
    }

    private static func updater(_ type: any PrimitiveView.Type) -> @MainActor (any View, ViewNode, (any View)?) -> Void {
        func make<P: PrimitiveView>(_: P.Type) -> @MainActor (any View, ViewNode, (any View)?) -> Void {
            { view, node, previous in
                guard let view = view as? P else { return }
                view.update(PrimitiveNode(node), previous: previous as? P)
            }
        }
        return make(type)
    }

    private static func blockLister(_ type: any BlockContent.Type) -> @MainActor (any View) -> [ChildSpec] {
        func make<B: BlockContent>(_: B.Type) -> @MainActor (any View) -> [ChildSpec] {
            { view in (view as? B)?.childSpecs ?? [] }
        }
        return make(type)
    }

    // MARK: Installing

    /// Links every dynamic property of the value at `base` to its storage in `node`, then calls
    /// `update()` on the wrappers written by users, innermost first.
    func link(_ base: UnsafeMutableRawPointer, in node: ViewNode, firstSlot: Int = 0) {
        // Only user-written views have dynamic properties, and their nodes have the storage.
        guard let userView = node.userView else { return }
        for property in properties {
            switch property {
            case let .builtin(name, offset, type, slot):
                let site = PropertySite(viewType: typeName, property: name)
                func link<P: GraphProperty>(_: P.Type) {
                    (base + offset).assumingMemoryBound(to: P.self).pointee
                        .link(&userView.propertySlots[firstSlot + slot], in: node, site: site)
                }
                link(type)
            case let .custom(offset, type, layout, slot):
                layout.link(base + offset, in: node, firstSlot: firstSlot + slot)
                func update<P: DynamicProperty>(_: P.Type) {
                    (base + offset).assumingMemoryBound(to: P.self).pointee.update()
                }
                update(type)
            case let .nested(offset, layout, slot):
                layout.link(base + offset, in: node, firstSlot: firstSlot + slot)
            }
        }
    }

    // MARK: Comparing

    /// Whether two values of this type, at `a` and `b`, are the same for the view graph.
    func isSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        // Indices rather than the buffer's iterator, and the steps are plain data: no retain.
        let steps = self.steps
        for index in 0..<steps.count {
            switch steps[index] {
            case .bytes(let offset, let count):
                if memcmp(a + offset, b + offset, count) != 0 { return false }
            case .equatable(let offset, let type):
                if !areEqual(type, a + offset, b + offset) { return false }
            case .comparator(let offset, let comparator):
                if !comparators[comparator](a + offset, b + offset) { return false }
            case .never:
                return false
            }
        }
        return true
    }
}

/// One field's comparison in a flattened `TypeLayout.Comparison`, at its offset in the value.
private enum ComparisonStep {
    case bytes(offset: Int, count: Int)
    case equatable(offset: Int, type: any Equatable.Type)
    /// One of the layout's comparators, by index.
    case comparator(offset: Int, index: Int)
    case never
}

/// `==` of the values of type `type` at `a` and `b`, without copying them.
private func areEqual<E: Equatable>(_ type: E.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    withValuesInPlace(a, b, as: E.self) { $0 == $1 }
}

/// Built-in views whose values the graph can compare although their type is an enum: a
/// conditional or an optional is the same when it holds the same case with the same content.
@MainActor
protocol StructuralComparison {
    /// Compares two values at the given addresses; made once per type, so it can hold the
    /// layouts of what the values contain.
    static func makeComparator() -> @MainActor (UnsafeRawPointer, UnsafeRawPointer) -> Bool
}

extension TypeLayout {
    /// Whether two values of this layout's type are the same for the view graph.
    func isSame<T>(_ a: T, _ b: T) -> Bool {
        withRawPointers(a, b) { isSame($0, $1) }
    }

    /// Whether `a` and `b` are the same by the graph's rule for any value: a state's old and new
    /// value, or the value a binding was made with. Classes compare by identity; closures and
    /// existentials are never the same.
    static func areSame<T>(_ a: T, _ b: T) -> Bool {
        of(T.self).isSame(a, b)
    }

    /// Whether two values the environment holds are the same: as `areSame`, except that an
    /// existential (`any Clock<Duration>`) is the same when it holds a value of the same type that
    /// is the same by that type's rule. SwiftUI re-runs a view for an environment change only
    /// when a value it reads changed, and a key whose default makes a new `ContinuousClock` at
    /// each read must not re-run its readers whenever their ancestors update.
    static func areSameEnvironmentValues<T>(_ a: T, _ b: T) -> Bool {
        // Without the comparator's closure: an environment writer asks this at every update.
        isExistential(T.self) ? areSameContents(a, b) : of(T.self).isSame(a, b)
    }

    /// `areSameEnvironmentValues` for values of `T`, with what it needs looked up once.
    static func environmentComparator<T>(for _: T.Type) -> @MainActor (T, T) -> Bool {
        if let optionalBinding = T.self as? any OptionalBindingValue.Type {
            return comparator(ofOptionalBinding: optionalBinding)
        }
        guard isExistential(T.self) else {
            let layout = of(T.self)
            return { layout.isSame($0, $1) }
        }
        return { areSameContents($0, $1) }
    }

    private static func comparator<T, B: OptionalBindingValue>(ofOptionalBinding _: B.Type) -> @MainActor (T, T) -> Bool {
        let same = B.makeEnvironmentComparator()
        return { a, b in
            guard let a = a as? B, let b = b as? B else { return false }
            return same(a, b)
        }
    }

    private static func areSameContents<T>(_ a: T, _ b: T) -> Bool {
        let contained = type(of: a as Any)
        guard contained == type(of: b as Any) else { return false }
        // Opened by the contained type's metatype: opening the value itself, once it is an `Any`,
        // gives back the constrained existential rather than what it holds.
        func compare<Contained>(_: Contained.Type) -> Bool {
            guard let a = a as? Contained, let b = b as? Contained else { return false }
            return areSame(a, b)
        }
        return _openExistential(contained, do: compare)
    }
}

/// The metadata kind of an existential with constraints on primary associated types
/// (`any Clock<Duration>`), which `_MetadataKind` does not name: the runtime's
/// `MetadataKind::ExtendedExistential`.
private let extendedExistentialKind: UInt = 0x307

/// An existential's metadata kind: plain (`any View`), or extended.
private func isExistential(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind == _MetadataKind.existential.rawValue || kind == extendedExistentialKind
}

/// Reads the kind from the type's metadata, whose first word it is in the Swift ABI.
private func isStructOrTuple(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind == _MetadataKind.struct.rawValue || kind == _MetadataKind.tuple.rawValue
}

/// An optional reference to an object, compared by identity: one pointer, nil being zero.
private func isOptionalObject(_ type: Any.Type) -> Bool {
    guard let optional = type as? any OptionalType.Type else { return false }
    return isClass(optional.wrappedType)
}

private protocol OptionalType {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// A Swift class's metadata starts with its isa pointer rather than a small kind number.
private func isClass(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
    return kind > 0x7FF || kind == _MetadataKind.class.rawValue || kind == _MetadataKind.foreignClass.rawValue
}

private func _isPODType(_ type: Any.Type) -> Bool {
    func isPOD<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: isPOD)
}

private func _sizeOf(_ type: Any.Type) -> Int {
    func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: size)
}

/// A type's name without its module or generic arguments: `ModifiedContent`, `CountViewState`.
func shortTypeName(_ type: Any.Type) -> String {
    let full = String(describing: type)
    return full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
}
