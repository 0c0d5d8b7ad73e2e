// `import OSLog` gives the unified log's Swift API, as `import os` does.
@_exported import os
