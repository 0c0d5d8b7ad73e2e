/* `import os`: nothing on the C side; the Swift module os holds the stand-in (Logger, os_log, OSAllocatedUnfairLock). */
