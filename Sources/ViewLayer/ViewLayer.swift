// The Combine API comes from OpenCombine and `@Observable` from the toolchain's Observation module.
// Both are re-exported so that code written against this layer reads like SwiftUI code.
@_exported import OpenCombine
@_exported import Observation
