// The wide-character calls of the terminal runtime. Package.swift compiles this file with
// _XOPEN_SOURCE_EXTENDED, which makes curses declare cchar_t and setcchar. It must
// come from the command line: on macOS <curses.h> is part of the SDK's own clang module, which
// sees only macros given to the compiler, never one defined in a header before the include.
#include "shim.h"

int storedbg_put_cell(int y, int x, const wchar_t *chars, int count, int attrs, int pair) {
    wchar_t text[CCHARW_MAX + 1];
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    if (count < 0) count = 0;
    memcpy(text, chars, (size_t)count * sizeof(wchar_t));
    text[count] = 0;
    cchar_t cell;
    setcchar(&cell, text, (attr_t)attrs, (short)pair, NULL);
    return mvwadd_wch(stdscr, y, x, &cell);
}
