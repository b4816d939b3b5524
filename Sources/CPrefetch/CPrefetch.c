// The module is its header; SwiftPM wants a source file for a C target.
