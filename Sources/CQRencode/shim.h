// libqrencode (Debian: libqrencode-dev), for the join-by-QR-code link lanhost shows.
#include <qrencode.h>
