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

// POSIX (XSI) declares it in <wchar.h>, which glibc shows only with _XOPEN_SOURCE.
extern int wcwidth(wchar_t);

static int storedbg_is_visible_ascii(wchar_t c) {
    return c >= 0x20 && c < 0x7F;
}

int storedbg_put_text_on_blank(int y, int x, const wchar_t *text, int count, int attrs, int pair) {
    for (int i = 0; i < count; i++) {
        if (storedbg_is_visible_ascii(text[i]) || wcwidth(text[i]) == 1) continue;
        // Curses gives this one another width: all one by one, as storedbg_put_cell writes them.
        int result = OK;
        for (int j = 0; j < count; j++) {
            const wchar_t one[] = { text[j], 0 };
            result = storedbg_add_cell(y, x + j, one, attrs, pair);
        }
        return result;
    }
    // Visible ASCII goes in as chtype (a character of one byte and its attributes, a cell in a
    // word): curses only copies those; other characters as cchar_t, which curses measures.
    enum { chunk = 64 };
    chtype narrow[chunk];
    cchar_t wide[chunk];
    const chtype look = (chtype)attrs | (chtype)COLOR_PAIR(pair);
    for (int i = 0; i < count;) {
        int start = i, n = 0;
        if (storedbg_is_visible_ascii(text[i])) {
            while (i < count && n < chunk && storedbg_is_visible_ascii(text[i])) narrow[n++] = (chtype)text[i++] | look;
            if (mvwaddchnstr(stdscr, y, x + start, narrow, n) == ERR) return ERR;
        } else {
            while (i < count && n < chunk && !storedbg_is_visible_ascii(text[i])) {
                const wchar_t one[] = { text[i++], 0 };
                if (setcchar(&wide[n++], one, (attr_t)attrs, (short)pair, NULL) == ERR) return ERR;
            }
            if (mvwadd_wchnstr(stdscr, y, x + start, wide, n) == ERR) return ERR;
        }
    }
    // The cursor goes where writing them one by one leaves it: past the last, or at the start
    // of the next line when that was the last column (on the last line it stays there).
    int end = x + count, columns = getmaxx(stdscr), lines = getmaxy(stdscr);
    if (end < columns) return wmove(stdscr, y, end);
    return y + 1 < lines ? wmove(stdscr, y + 1, 0) : wmove(stdscr, y, columns - 1);
}
