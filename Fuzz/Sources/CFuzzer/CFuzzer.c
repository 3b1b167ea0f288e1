// SwiftPM needs one source file in a C target; the header is the whole interface.
#include "CFuzzer.h"
