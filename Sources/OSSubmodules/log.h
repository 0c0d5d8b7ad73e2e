/* `import os.log`: nothing on the C side; what it brings is the Swift module os. */
