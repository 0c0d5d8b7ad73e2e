// The C side of the terminal runtime. Swift 6 rejects ncurses' mutable globals
// (stdscr, LINES, COLS) and cannot import its function-like macros, so each one
// used is wrapped in a static inline function here.
#ifndef STOREDBG_CNCURSES_SHIM_H
#define STOREDBG_CNCURSES_SHIM_H

#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>

static inline WINDOW *storedbg_stdscr(void) { return stdscr; }
static inline int storedbg_lines(void) { return LINES; }
static inline int storedbg_cols(void) { return COLS; }
static inline int storedbg_colors(void) { return COLORS; }
static inline int storedbg_color_pair(int n) { return (int)COLOR_PAIR(n); }
static inline int storedbg_a_bold(void) { return (int)A_BOLD; }
static inline int storedbg_a_reverse(void) { return (int)A_REVERSE; }
static inline int storedbg_a_underline(void) { return (int)A_UNDERLINE; }
static inline int storedbg_a_dim(void) { return (int)A_DIM; }
static inline int storedbg_a_normal(void) { return (int)A_NORMAL; }
static inline int storedbg_key_resize(void) { return KEY_RESIZE; }
static inline int storedbg_key_up(void) { return KEY_UP; }
static inline int storedbg_key_down(void) { return KEY_DOWN; }
static inline int storedbg_key_left(void) { return KEY_LEFT; }
static inline int storedbg_key_right(void) { return KEY_RIGHT; }
static inline int storedbg_key_backspace(void) { return KEY_BACKSPACE; }
static inline int storedbg_key_enter(void) { return KEY_ENTER; }
static inline int storedbg_key_home(void) { return KEY_HOME; }
static inline int storedbg_key_end(void) { return KEY_END; }
static inline int storedbg_key_npage(void) { return KEY_NPAGE; }
static inline int storedbg_key_ppage(void) { return KEY_PPAGE; }
static inline int storedbg_key_btab(void) { return KEY_BTAB; }
static inline int storedbg_key_dc(void) { return KEY_DC; }
static inline int storedbg_err(void) { return ERR; }

/// Writes one wide character with the given attributes at (y, x).
static inline int storedbg_put_wchar(int y, int x, wchar_t ch, int attrs) {
    cchar_t cell;
    wchar_t text[2] = { ch, 0 };
    setcchar(&cell, text, (attr_t)(attrs & ~A_COLOR), (short)PAIR_NUMBER(attrs), NULL);
    return mvwadd_wch(stdscr, y, x, &cell);
}

#endif
