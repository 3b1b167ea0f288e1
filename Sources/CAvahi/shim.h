#ifndef LANPARTY_CAVAHI_SHIM_H
#define LANPARTY_CAVAHI_SHIM_H

/* The headers come from Debian's libavahi-client-dev (which brings libavahi-common-dev). Without
 * them, say what to install instead of a bare "file not found". */
#if __has_include(<avahi-client/client.h>) && __has_include(<avahi-common/thread-watch.h>)
#include <avahi-client/client.h>
#include <avahi-client/lookup.h>
#include <avahi-client/publish.h>
#include <avahi-common/thread-watch.h>
#include <avahi-common/error.h>
#include <avahi-common/strlst.h>
#include <avahi-common/alternative.h>
#include <avahi-common/malloc.h>
#include <avahi-common/address.h>
#include <avahi-common/timeval.h>

/* Small helpers for things Swift cannot express directly (calls through AvahiPoll's function
 * pointers, fixed-size buffers). Call them with the threaded poll's lock held, like every Avahi call. */

/* A one-shot timer on the poll, firing after `msec` milliseconds. */
static inline AvahiTimeout *lanparty_timeout_new(const AvahiPoll *api, unsigned msec,
                                                 AvahiTimeoutCallback callback, void *userdata) {
    struct timeval tv;
    avahi_elapse_time(&tv, msec, 0);
    return api->timeout_new(api, &tv, callback, userdata);
}

/* Re-arms a timer to fire `msec` milliseconds from now. */
static inline void lanparty_timeout_rearm(const AvahiPoll *api, AvahiTimeout *timeout, unsigned msec) {
    struct timeval tv;
    avahi_elapse_time(&tv, msec, 0);
    api->timeout_update(timeout, &tv);
}

/* Frees a timer made by lanparty_timeout_new. */
static inline void lanparty_timeout_free(const AvahiPoll *api, AvahiTimeout *timeout) {
    api->timeout_free(timeout);
}

/* Writes the address as text (IPv4 dotted quad or IPv6) into `buffer`; returns 0 on success. */
static inline int lanparty_address_print(const AvahiAddress *address, char *buffer, size_t size) {
    if (size < AVAHI_ADDRESS_STR_MAX) return -1;
    return avahi_address_snprint(buffer, size, address) ? 0 : -1;
}

#else
#error "LanParty needs the Avahi client headers: run 'sudo Scripts/bootstrap' or 'sudo apt-get install libavahi-client-dev'"
#endif

#endif
