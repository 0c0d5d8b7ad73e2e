import CNcurses
import StoreCore
