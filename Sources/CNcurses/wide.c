// The wide-character calls of the terminal runtime. Package.swift compiles this file with
// _XOPEN_SOURCE_EXTENDED, which makes curses declare cchar_t and setcchar. It must
// come from the command line: on macOS <curses.h> is part of the SDK's own clang module, which
// sees only macros given to the compiler, never one defined in a header before the include.
#include "shim.h"

static int storedbg_add_cell(int y, int x, const wchar_t *text, int attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, (attr_t)attrs, (short)pair, NULL) == ERR) return ERR;
    return mvwadd_wch(stdscr, y, x, &cell);
}

int storedbg_put_cell(int y, int x, const wchar_t *chars, int count, int columns, int attrs, int pair) {
    wchar_t text[CCHARW_MAX + 1];
    if (count > CCHARW_MAX) count = CCHARW_MAX;
    if (count < 0) count = 0;
    memcpy(text, chars, (size_t)count * sizeof(wchar_t));
    text[count] = 0;
    int result = storedbg_add_cell(y, x, text, attrs, pair);
    // Curses moves the cursor past the columns it gave the character: anything but two, for a
    // wide one, means its tables disagree with storedbg's.
    if (columns == 2 && (result == ERR || getcurx(stdscr) != x + 2)) {
        const wchar_t question[] = { L'?', 0 }, space[] = { L' ', 0 };
        storedbg_add_cell(y, x, question, attrs, pair);
        result = storedbg_add_cell(y, x + 1, space, attrs, pair);
    }
    return result;
}

int storedbg_put_text(int y, int x, const wchar_t *text, int count, int attrs, int pair) {
    wattr_set(stdscr, (attr_t)attrs, (short)pair, NULL);
    int result = mvwaddnwstr(stdscr, y, x, text, count);
    wattr_set(stdscr, A_NORMAL, 0, NULL);
    return result;
}
