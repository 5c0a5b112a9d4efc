vcl 4.1;
# Oasis Invest behind Varnish 7 (issue 32, decision 020; docs/deployment.md "A shared HTTP cache").
# The app says what may be shared (Cache-Control s-maxage / stale-while-revalidate / stale-if-error) and what each
# answer shows (the xkey header); this file only decides what is never looked up, keeps cookies out of the cache
# key, serves stale pages while the app is down, and takes the app's purges by tag (xkey, from varnish-modules).

import std;
import xkey;
import directors;

# ---- backends: one block per app instance (docker compose: the service "app"; tests write their own ports) ----
# backends:begin
backend app1 {
    .host = "app";
    .port = "3000";
    .connect_timeout = 2s;
    .first_byte_timeout = 30s;
    .probe = { .url = "/healthz"; .interval = 1s; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }
}
# backends:end

sub vcl_init {
    new app = directors.round_robin();
    # directors:begin
    app.add_backend(app1);
    # directors:end
}

# Who may purge (issue 37 item 10): a request from these addresses AND carrying the shared secret in X-Purge-Secret
# (the app's VARNISH_PURGE_SECRET). Behind a load balancer every visitor comes from a private address, so the
# address alone proves nothing. Narrow the list to your instances' addresses.
acl purgers {
    "127.0.0.1";
    "::1";
    "10.0.0.0"/8;
    "172.16.0.0"/12;
    "192.168.0.0"/16;
}

sub vcl_recv {
    set req.backend_hint = app.backend();

    # PURGE / with xkey-purge: "tag1 tag2" (server/http-cache/adapters.ts) drops every answer tagged with any of them.
    if (req.method == "PURGE") {
        # The secret file (compose: the varnish_purge_secret secret) holds the same value as the app's
        # VARNISH_PURGE_SECRET; read once, trailing whitespace ignored. A missing file refuses every purge. The file must
        # not be empty: Varnish 7.1 (Debian 12) asserts in std.fileread on an empty file, and every PURGE then kills
        # the worker and drops the whole cache (measured 2026-11-29).
        # purge-secret-file:begin
        set req.http.X-Purge-Expected = regsub(std.fileread("/run/secrets/varnish_purge_secret"), "\s+$", "");
        # purge-secret-file:end
        if (client.ip !~ purgers
            || req.http.X-Purge-Expected == ""
            || req.http.X-Purge-Secret != req.http.X-Purge-Expected) {
            unset req.http.X-Purge-Expected;
            return (synth(403, "Not allowed"));
        }
        unset req.http.X-Purge-Expected;
        if (!req.http.xkey-purge) {
            return (synth(400, "Send the tags in the xkey-purge header"));
        }
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }

    # Neither reaches the app nor a cached answer: a client cannot plant the value the comparison above reads.
    unset req.http.X-Purge-Secret;
    unset req.http.X-Purge-Expected;
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    # Staff (a bearer token), the back-office, sign-in, the CSRF cookie and personal endpoints: never looked up.
    if (req.http.Authorization
        || req.url ~ "^/admin(/|\?|$)"
        || req.url ~ "^/login-admin-"
        || req.url ~ "^/activation(/|\?|$)"
        || req.url ~ "^/sanctum/"
        || req.url ~ "^/api/(auth|profile|get-permissions|dashboard)(/|\?|$)"
        || req.url ~ "[?&]preview="
        || req.url ~ "^/preview/") {
        return (pass);
    }
    # A staff member who has just saved reads from the primary for a few seconds (read replicas, issue 32): their
    # own edit, never a copy cached before it.
    if (req.http.Cookie ~ "(^|;\s*)read_primary=") {
        return (pass);
    }
    # A visitor who chose another language in the switcher is sent from an English page to theirs by the app.
    if (req.http.Cookie ~ "(^|;\s*)lang=(ar|ru|zh)(;|$)" && req.url !~ "^/(ar|ru|zh)(/|\?|$)" && req.url !~ "^/(api|build|uploads)/") {
        return (pass);
    }

    # Campaign tags change nothing the server renders (the enquiry form reads them in the browser): one object.
    if (req.url ~ "[?&](utm_[a-z]+|gclid|fbclid|msclkid)=") {
        set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|gclid|fbclid|msclkid)=[^&]*", "\1");
        set req.url = regsuball(req.url, "([?&])&+", "\1");
        set req.url = regsub(req.url, "[?&]+$", "");
    }

    # The display currency (issue 26 contract): the `currency` cookie becomes X-Currency only when it is a code
    # shape; the app normalises it further and answers Vary: X-Currency where prices show.
    # (A restart keeps what the first pass set: the cookie is gone by then.)
    if (req.restarts == 0) {
        unset req.http.X-Currency;
    }
    if (req.http.Cookie ~ "(^|;\s*)currency=[A-Z]{3}(;|$)") {
        set req.http.X-Currency = regsub(req.http.Cookie, "^(.*;\s*)?currency=([A-Z]{3})(;.*)?$", "\2");
    }
    # No other cookie (consent, analytics, the CSRF token) splits or reaches the cached answers.
    unset req.http.Cookie;
    # Brotli passes through (the app compresses pages once, br and gzip); Varnish itself only speaks gzip.
    unset req.http.X-Brotli;
    if (req.http.Accept-Encoding ~ "(^|,)\s*br\s*(,|;|$)") {
        set req.http.X-Brotli = "1";
    }

    # stale-while-revalidate while the app is healthy; after a failed fetch (below) anything within stale-if-error.
    if (req.http.X-Stale-If-Error) {
        unset req.http.X-Stale-If-Error;
    } elseif (std.healthy(req.backend_hint)) {
        # CACHE_STALE_WHILE_REVALIDATE's default: past it a healthy app is asked before the page is shown.
        set req.grace = 60s;
    }
    return (hash);
}

sub vcl_hash {
    # A br answer and a gzip one are two objects; the built-in rule (URL and host) follows.
    if (req.http.X-Brotli) {
        hash_data("br");
    }
}

sub vcl_backend_fetch {
    if (bereq.http.X-Brotli) {
        set bereq.http.Accept-Encoding = "br";
    }
    unset bereq.http.X-Brotli;
}

sub vcl_backend_response {
    # Grace (served stale) as long as the app's stale-if-error allows; Varnish took s-maxage as the TTL.
    if (beresp.http.Cache-Control ~ "stale-if-error=[0-9]+") {
        set beresp.grace = std.duration(regsub(beresp.http.Cache-Control, "^.*stale-if-error=([0-9]+).*$", "\1") + "s", 1d);
    }
    # Only the app's public answers are kept (anything private or with Set-Cookie is passed by the built-in rules).
    if (beresp.http.Cache-Control !~ "public") {
        set beresp.uncacheable = true;
        set beresp.ttl = 120s;
        return (deliver);
    }
}

sub vcl_deliver {
    # A failed fetch (app down or answering 5xx) is retried once from the cache, stale if need be: stale-if-error.
    if (resp.status >= 500 && req.restarts == 0 && (req.method == "GET" || req.method == "HEAD") && !req.http.Authorization) {
        set req.http.X-Stale-If-Error = "1";
        return (restart);
    }
    if (obj.hits > 0) {
        set resp.http.X-Shared-Cache = "HIT";
    } else {
        set resp.http.X-Shared-Cache = "MISS";
    }
    # The tags are for this cache only.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
}
