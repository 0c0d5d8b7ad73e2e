import NotesApp
import StoreDebugger

// notes-debugger: storedbg with the Notes app's purchase code as `client notes` (and `notes-buggy`).
StoreDebugger.main(clients: NotesClients.registry)
