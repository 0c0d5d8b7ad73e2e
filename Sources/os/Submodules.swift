// The Clang module `os` (Sources/OSSubmodules), whose submodule `log` makes `import os.log`
// compile: re-exported, as an Apple overlay re-exports the C module it is named after.
@_exported import os
