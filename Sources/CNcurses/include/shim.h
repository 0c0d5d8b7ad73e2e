// The C side of the terminal runtime. Swift 6 rejects ncurses' mutable globals
// (stdscr, LINES, COLS) and cannot import its function-like macros, so each one
// used is wrapped in a static inline function here. The wide-character calls are in
// wide.c, the one file compiled with the definitions that declare them (see Package.swift).
#ifndef STOREDBG_CNCURSES_SHIM_H
#define STOREDBG_CNCURSES_SHIM_H

// Apple platforms: the SDK's <curses.h> (there is no ncursesw folder, and libncurses holds
// the wide functions). Elsewhere (Linux): the wide-character build's own header.
#if defined(__APPLE__)
#include <curses.h>
#else
#include <ncursesw/curses.h>
#endif
#include <locale.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#include <wchar.h>

static inline WINDOW *storedbg_stdscr(void) { return stdscr; }
static inline int storedbg_lines(void) { return LINES; }
static inline int storedbg_cols(void) { return COLS; }
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
static inline int storedbg_ok(void) { return OK; }
static inline int storedbg_err(void) { return ERR; }

/// Starts curses on the process's stdout and stdin. Unlike initscr, returns NULL instead of
/// exiting when the terminal is unusable (TERM unset or unknown).
static inline SCREEN *storedbg_newterm(void) { return newterm(NULL, stdout, stdin); }

/// Points the C library's `stdout` (what Swift's `print` writes through) at the file at `path`,
/// truncated, and returns the stream it pointed at, or NULL (nothing changed) when the file
/// cannot be opened. Curses keeps the stream it was started on, so the screen is not written over.
static inline FILE *storedbg_send_stdout_to(const char *path) {
    FILE *file = fopen(path, "w");
    if (file == NULL) return NULL;
    setvbuf(file, NULL, _IOLBF, 0);
    FILE *previous = stdout;
    fflush(previous);
    stdout = file;
    return previous;
}

/// Points `stdout` back at `previous` and closes the file `storedbg_send_stdout_to` opened.
static inline void storedbg_restore_stdout(FILE *previous) {
    FILE *file = stdout;
    stdout = previous;
    fclose(file);
}

/// Writes one cell at (y, x): `count` wide characters (a base character and its combining
/// marks, at most CCHARW_MAX) with attributes `attrs` (no colour bits) in colour pair `pair`.
/// `columns` is 2 for a wide character, which covers (y, x + 1) too; when curses gives it
/// another width (the C library's Unicode tables are older than the character), the cell is
/// drawn as "?" and a space instead, so the row keeps the two columns storedbg laid out.
int storedbg_put_cell(int y, int x, const wchar_t *chars, int count, int columns, int attrs, int pair);

/// Writes `count` characters from (y, x) on, one column each (the caller passes only printable
/// ASCII), with attributes `attrs` in colour pair `pair`: one call for a run of cells that
/// `storedbg_put_cell` would write one by one, with the same result. The window's own
/// attributes are back to normal afterwards, as `storedbg_put_cell` expects them.
int storedbg_put_text(int y, int x, const wchar_t *text, int count, int attrs, int pair);

/// `storedbg_put_text` for cells that are blank since `werase` (so no wide character there to
/// break up), and for any characters of one column each, not only ASCII: with the same result,
/// cursor included, but they are copied straight into the window's cells (wadd_wchnstr),
/// without curses' character-by-character handling, when curses gives each one column.
int storedbg_put_text_on_blank(int y, int x, const wchar_t *text, int count, int attrs, int pair);

/// Turns off XON/XOFF output flow control (IXON) and makes that part of curses' program
/// mode (so it holds after a suspend and resume too): Ctrl-S, typed or pasted as 0x13, then
/// reaches the screen as a key instead of freezing its output. Call after cbreak and noecho.
static inline void storedbg_disable_flow_control(void) {
    struct termios modes;
    if (tcgetattr(STDIN_FILENO, &modes) != 0) return;
    modes.c_iflag &= ~(tcflag_t)IXON;
    if (tcsetattr(STDIN_FILENO, TCSANOW, &modes) == 0) def_prog_mode();
}

/// The arrow keys, Home and End in both of the forms terminals send them, whatever TERM's entry
/// says: ESC [ A in normal cursor-key mode, ESC O A in keypad (application) mode, which curses
/// turns on only at the first read, after the first frame, so keys typed before then come in
/// the normal form. Home and End also as tmux and the Linux console send them (ESC [ 1 ~ and
/// ESC [ 4 ~) and rxvt (ESC [ 7 ~ and ESC [ 8 ~). Without these, curses hands over a lone
/// Escape and the rest as characters.
static inline void storedbg_define_cursor_keys(void) {
    static const struct { const char *sequence; int key; } keys[] = {
        { "\033[A", KEY_UP }, { "\033OA", KEY_UP }, { "\033[B", KEY_DOWN }, { "\033OB", KEY_DOWN },
        { "\033[C", KEY_RIGHT }, { "\033OC", KEY_RIGHT }, { "\033[D", KEY_LEFT }, { "\033OD", KEY_LEFT },
        { "\033[H", KEY_HOME }, { "\033OH", KEY_HOME }, { "\033[1~", KEY_HOME }, { "\033[7~", KEY_HOME },
        { "\033[F", KEY_END }, { "\033OF", KEY_END }, { "\033[4~", KEY_END }, { "\033[8~", KEY_END },
    };
    for (size_t index = 0; index < sizeof keys / sizeof keys[0]; index++) {
        if (key_defined(keys[index].sequence) == 0) define_key(keys[index].sequence, keys[index].key);
    }
}

/// The terminal's size as the kernel knows it now, which runs ahead of curses' LINES and
/// COLS until curses has handled the SIGWINCH. Returns 0 when it cannot be read.
static inline int storedbg_window_size(int *lines, int *cols) {
    struct winsize size;
    if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return 0;
    *lines = size.ws_row;
    *cols = size.ws_col;
    return 1;
}

/// Whether standard input has hung up (its terminal closed): poll reports POLLHUP, POLLERR or
/// POLLNVAL. Curses then answers every read at once with ERR, as if a wait had timed out.
static inline int storedbg_input_hung_up(void) {
    struct pollfd input = { .fd = STDIN_FILENO, .events = POLLIN, .revents = 0 };
    if (poll(&input, 1, 0) < 0) return 0;
    return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

// MARK: Giving the terminal back on every exit path
//
// storedbg_guard_terminal() saves the terminal modes and installs handlers for every signal
// whose default action ends the process; each handler puts the terminal back (the saved modes, then endwin),
// lets a crash reporter installed before it (the Swift runtime's backtracer) print its
// report, then re-raises the signal with its default action, so the exit status still says
// which signal it was. An atexit hook covers exit() called while the screen is up. The
// approach follows htop's CRT.c: endwin from the crash handler, then die by the signal.
//
// The state lives here in C, not in Swift globals: the handler touches only this plain
// struct. It is a function-local static because Swift emits the functions of a header it
// imports but not the header's variables. tcsetattr, sigaction, sigprocmask and raise are
// async-signal-safe; endwin is not strictly, but it only writes the terminal's reset
// sequences and the process is ending anyway (htop and ncurses' own handlers make the same
// trade). The modes are reset first, so the terminal is usable even if endwin cannot finish.

/// Interrupt, termination, hang-up and every signal a crash or a Swift runtime trap raises:
/// guarded always (unless ignored), a crash handler installed before ours reporting first.
#define STOREDBG_CORE_SIGNAL_COUNT 10
static inline int storedbg_core_signal(int index) {
    static const int signals[STOREDBG_CORE_SIGNAL_COUNT] = {
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGABRT, SIGFPE, SIGTRAP,
    };
    return signals[index];
}

/// Signal numbers are below this on every platform storedbg runs on (Linux 64, macOS 31).
#define STOREDBG_SIGNAL_LIMIT 128

/// Whether `sig` is one of the core signals above.
static inline int storedbg_is_core_signal(int sig) {
    for (int i = 0; i < STOREDBG_CORE_SIGNAL_COUNT; i++) {
        if (storedbg_core_signal(i) == sig) return 1;
    }
    return 0;
}

/// Whether the default action of `sig` leaves the process running: it is ignored, stops or
/// continues the process (job control, which curses handles itself), or cannot be caught.
/// Every other signal ends the process by default (USR1, USR2, ALRM, PIPE, XCPU, XFSZ,
/// VTALRM, PROF, SYS, the real-time signals, …) and is guarded.
static inline int storedbg_signal_default_keeps_running(int sig) {
    switch (sig) {
    case SIGKILL: case SIGSTOP: case SIGCHLD: case SIGCONT: case SIGTSTP: case SIGTTIN: case SIGTTOU:
    case SIGURG: case SIGWINCH:
        return 1;
#if defined(__APPLE__)
    case SIGIO: case SIGINFO:
        return 1;
#endif
    default:
        return 0;
    }
}

struct storedbg_terminal_guard {
    struct termios saved_modes;
    volatile sig_atomic_t have_saved_modes;
    volatile sig_atomic_t screen_active;
    /// Indexed by signal number.
    volatile sig_atomic_t handler_installed[STOREDBG_SIGNAL_LIMIT];
    struct sigaction previous_actions[STOREDBG_SIGNAL_LIMIT];
    int at_exit_registered;
    void *signal_stack;
};

/// The one guard of the process. Swift compiles each source file to its own object and
/// gives each a copy of the header's functions, so this one is weak: the linker keeps a
/// single copy, and with it a single `guard`, whichever file calls it.
__attribute__((weak)) struct storedbg_terminal_guard *storedbg_guard(void) {
    static struct storedbg_terminal_guard guard;
    return &guard;
}

/// Puts the terminal back as it was before the screen started: safe to call more than once.
static inline void storedbg_restore_terminal(void) {
    struct storedbg_terminal_guard *guard = storedbg_guard();
    if (guard->have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &guard->saved_modes);
    if (guard->screen_active) {
        guard->screen_active = 0;
        endwin();
    }
    if (guard->have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &guard->saved_modes);
}

static inline void storedbg_restore_terminal_at_exit(void) { storedbg_restore_terminal(); }

static inline void storedbg_on_fatal_signal(int sig, siginfo_t *info, void *context) {
    struct storedbg_terminal_guard *guard = storedbg_guard();
    storedbg_restore_terminal();
    // A crash reporter installed before us (the Swift runtime's backtracer) reports first,
    // now on a usable terminal. Every other signal (interrupt, termination, hang-up, quit,
    // USR1, ALRM, PIPE, …) is not a crash: it goes straight to the default action.
    int is_crash = storedbg_is_core_signal(sig)
        && sig != SIGINT && sig != SIGTERM && sig != SIGHUP && sig != SIGQUIT;
    if (is_crash && sig > 0 && sig < STOREDBG_SIGNAL_LIMIT && guard->handler_installed[sig]) {
        struct sigaction previous = guard->previous_actions[sig];
        if (previous.sa_flags & SA_SIGINFO) {
            if (previous.sa_sigaction != NULL) previous.sa_sigaction(sig, info, context);
        } else if (previous.sa_handler != SIG_DFL && previous.sa_handler != SIG_IGN) {
            previous.sa_handler(sig);
        }
    }
    // Then die by the signal's default action, so the exit status names the signal.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(sig, &fallback, NULL);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, sig);
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(sig);
}

/// Saves the terminal modes and installs the restoring handlers (leaving alone any signal
/// the process was told to ignore) and, once per process, the atexit hook. Call before
/// curses starts, then storedbg_set_screen_active(1) once it has.
static inline void storedbg_guard_terminal(void) {
    struct storedbg_terminal_guard *guard = storedbg_guard();
    if (!guard->at_exit_registered && atexit(storedbg_restore_terminal_at_exit) == 0) guard->at_exit_registered = 1;
    guard->have_saved_modes = tcgetattr(STDIN_FILENO, &guard->saved_modes) == 0;

    // A crash from a stack overflow can only be handled on a separate signal stack.
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && (current.ss_flags & SS_DISABLE)) {
        size_t size = 64 * 1024;
        if (guard->signal_stack == NULL) guard->signal_stack = malloc(size);
        if (guard->signal_stack != NULL) {
            stack_t stack = { .ss_sp = guard->signal_stack, .ss_flags = 0, .ss_size = size };
            sigaltstack(&stack, NULL);
        }
    }

    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = storedbg_on_fatal_signal;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaddset(&action.sa_mask, SIGHUP);
    sigaddset(&action.sa_mask, SIGQUIT);
    for (int sig = 1; sig < STOREDBG_SIGNAL_LIMIT; sig++) {
        if (guard->handler_installed[sig] || storedbg_signal_default_keeps_running(sig)) continue;
        struct sigaction previous;
        // Fails for numbers that are no signal and for those the C library keeps to itself.
        if (sigaction(sig, NULL, &previous) != 0) continue;
        int takes_info = (previous.sa_flags & SA_SIGINFO) != 0;
        if (!takes_info && previous.sa_handler == SIG_IGN) continue;
        // Beyond the core signals, one that other code already handles is left to it.
        if (!storedbg_is_core_signal(sig) && (takes_info || previous.sa_handler != SIG_DFL)) continue;
        guard->previous_actions[sig] = previous;
        if (sigaction(sig, &action, NULL) == 0) guard->handler_installed[sig] = 1;
    }
}

/// Tells the handlers whether curses is running, so they know to call endwin.
static inline void storedbg_set_screen_active(int active) { storedbg_guard()->screen_active = active; }

/// The normal way out: restores the terminal and puts the previous signal handlers back.
static inline void storedbg_release_terminal(void) {
    struct storedbg_terminal_guard *guard = storedbg_guard();
    storedbg_restore_terminal();
    for (int sig = 1; sig < STOREDBG_SIGNAL_LIMIT; sig++) {
        if (guard->handler_installed[sig]) {
            sigaction(sig, &guard->previous_actions[sig], NULL);
            guard->handler_installed[sig] = 0;
        }
    }
    guard->have_saved_modes = 0;
}

#endif
