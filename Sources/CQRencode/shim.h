#ifndef LANPARTY_CQRENCODE_SHIM_H
#define LANPARTY_CQRENCODE_SHIM_H
// libqrencode (Debian: libqrencode-dev), for the join-by-QR-code link lanhost shows. Without its
// header, say what to install instead of a bare "file not found".
#if __has_include(<qrencode.h>)
#include <qrencode.h>
#else
#error "LanParty needs the libqrencode headers: run 'sudo Scripts/bootstrap' or 'sudo apt-get install libqrencode-dev'"
#endif
#endif
