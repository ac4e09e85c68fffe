#!/usr/bin/env python3
"""Corpus K generator (blind held-out PII/secret set). stdlib only, fixed seed.
usage: python3 gen_k.py corpus_k.jsonl
Each class function returns (source, lang, segs); a seg is a str or a Span made by S()/P()/K().
"""
import json
import random
import re
import sys

import gen_k_values as V
import gen_k_people as H

SEED = 110426
CLASSES = []  # (kind, cls, fn, n)
_CUR = [None]


class Span:
    def __init__(self, kind, value, cls=None, **extra):
        self.kind, self.value, self.cls, self.extra = kind, value, cls, extra


def S(v, cls=None):
    return Span("secret", v, cls)


def P(v, cls=None, **kw):
    return Span("pii", v, cls, **kw)


def K(v, cls=None):
    return Span("keep", v, cls)


def reg(kind, n=10):
    def deco(fn):
        CLASSES.append((kind, fn.__name__[2:], fn, n))
        return fn
    return deco


def pick(r, *opts):
    return r.choice(opts)


def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23),
                                                   r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))


def hm(r):
    return "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))


HOSTS = ["db-replica-03.eu-west-1.internal", "pg-main.prod.svc.cluster.local", "mq-2.staging.corp", "10.20.4.17",
         "api.internal.acme-logistics.net", "vault.ops.lan", "ci-runner-07", "mail-relay.backoffice.io"]
SVC = ["billing-api", "ingest-worker", "notif-svc", "search-gw", "auth-proxy", "report-cron", "ledger", "edge-cache"]
USERS = ["svc_backup", "deploy", "kiosk", "admin", "root", "etl_reader", "ci-bot", "ops", "grafana", "app_rw"]


# =================================================================== SECRETS: prose cues
@reg("secret", 14)
def c_pw_verb_cue(r):
    p = V.password(r)
    return pick(r,
        ("chat", "en", ["Done, I changed it to ", S(p), " — let me know if the portal still complains."]),
        ("chat", "en", ["ok reset finished. went with ", S(p), " this time since the old one had a space in it"]),
        ("email", "en", ["Hi,\n\nThe kiosk account was locked so I reset it; it's ", S(p), " now until you pick your own.\n\nThanks"]),
        ("chat", "en", ["I've put ", S(p), " in as the new one for the shared mailbox"]),
        ("ticket", "en", ["Update from on-call: switched the router admin login over to ", S(p), " after the audit finding."]),
        ("chat", "en", ["fyi I set the NAS one to ", S(p), ", the previous was expiring"]),
        ("transcript", "en", ["AGENT: Alright, the temporary one I've issued is ", S(p), ". It'll ask you to change it at first sign-in.\nCALLER: Got it, thanks."]),
    )


@reg("secret", 12)
def c_pw_backref(r):
    p = V.password(r)
    return pick(r,
        ("chat", "en", ["use the same one as the staging box: ", S(p)]),
        ("chat", "en", ["it's the one from the onboarding sheet, ", S(p), " (don't ask me why it has that format)"]),
        ("email", "en", ["For the jump host just reuse last quarter's: ", S(p), "\nIf that fails ping #infra."]),
        ("chat", "en", ["same as before -> ", S(p)]),
        ("chat", "en", ["nope, still the old credentials. the one we used for the migration weekend was ", S(p)]),
        ("teams", "en", ["Reminder: the printer admin is unchanged, still ", S(p), " like on the wiki page from March."]),
    )


@reg("secret", 12)
def c_pw_try_suggest(r):
    p = V.password(r)
    return pick(r,
        ("chat", "en", ["hmm, could you try ", S(p), " instead? I might have mixed them up"]),
        ("chat", "en", ["give ", S(p), " a go, that's what IT sent me"]),
        ("chat", "en", ["does ", S(p), " work for you? it does for me on the VPN"]),
        ("chat", "en", ["if the first fails, attempt with ", S(p), " — Caps Lock matters"]),
        ("transcript", "en", ["CUSTOMER: it keeps rejecting me\nAGENT: Please enter ", S(p), " exactly as I read it and then press continue."]),
    )


@reg("secret", 12)
def c_pw_varname_chat(r):
    p = V.password(r)
    var = pick(r, "SMTP_PASS", "KEYCLOAK_ADMIN_PASSWORD", "RABBITMQ_DEFAULT_PASS", "JIRA_API_SECRET", "MINIO_ROOT_PASSWORD",
               "REDIS_AUTH", "LDAP_BIND_PW", "PGPASSWORD")
    return pick(r,
        ("chat", "en", ["rotated ", var, " — new value is ", S(p)]),
        ("chat", "en", [var, " is now ", S(p), ", redeploy the workers pls"]),
        ("slack", "en", ["heads up: bumped ", var, " in the shared vault to ", S(p), ". old one revoked."]),
        ("ci", "en", ["[deploy] overriding ", var, " for this run only (", S(p), ")"]),
        ("chat", "en", ["can someone double check ", var, "? I have ", S(p), " locally and auth fails"]),
    )


PW_LANG = [
    ("de", "Das neue Passwort für den Drucker lautet {p}, bitte nicht weitergeben."),
    ("de", "Kennwort zurückgesetzt, vorläufig: {p}"),
    ("de", "Hab das Kennwort geändert auf {p} – sag Bescheid, falls es hakt."),
    ("pt", "A senha do wi-fi do escritório agora é {p}"),
    ("pt", "Sua nova senha provisória: {p} (troque no primeiro acesso)"),
    ("es", "La contraseña del router quedó como {p}, apúntala."),
    ("es", "te paso la clave del servidor: {p}"),
    ("fr", "Le mot de passe du compte partagé est {p} depuis lundi."),
    ("it", "La password dell'account di test è {p}, mi raccomando."),
    ("nl", "Het wachtwoord van de beheerder is nu {p}"),
    ("pl", "Nowe hasło do panelu: {p}"),
    ("sv", "Lösenordet till gästnätet är {p}"),
    ("tr", "Sunucunun şifresi {p} olarak değiştirildi."),
    ("ru", "Новый пароль от почты: {p}"),
    ("ja", "管理画面のパスワードは {p} です。"),
    ("cs", "Heslo k VPN je {p}, platí do konce měsíce."),
    ("fi", "Uusi salasana on {p}"),
    ("da", "Adgangskoden til routeren er {p}"),
]


@reg("secret", 16)
def c_pw_non_english(r):
    p = V.password(r)
    lang, t = r.choice(PW_LANG)
    a, b = t.split("{p}")
    return ("chat", lang, [a, S(p), b])


@reg("secret", 12)
def c_login_pair(r):
    p = V.password(r)
    u = r.choice(USERS)
    return pick(r,
        ("chat", "en", ["the VPN login is ", u, " / ", S(p)]),
        ("chat", "en", ["creds for the test rig: ", u, " | ", S(p)]),
        ("email", "en", ["Your sandbox is ready.\nLogin: ", u, "\nPass: ", S(p), "\nPlease rotate after first use."]),
        ("chat", "de", ["Zugang fürs Staging: ", u, " / ", S(p)]),
        ("chat", "pt", ["acesso ao painel: usuário ", u, ", senha ", S(p)]),
        ("chat", "en", ["sign in with ", u, ":", S(p), " on the bastion"]),
        ("doc", "en", ["| system | user | password |\n|---|---|---|\n| legacy FTP | ", u, " | ", S(p), " |"]),
    )


@reg("secret", 10)
def c_pw_session_repeat(r):
    p = V.password(r)
    return pick(r,
        ("chat", "en", ["[09:02] ops: new db password is ", S(p), "\n[09:05] dev: thanks\n[09:31] dev: still getting auth errors with ", S(p), " on the replica"]),
        ("chat", "en", ["A: mailbox pw reset to ", S(p), "\nB: ok\nA: did ", S(p), " work?\nB: yep"]),
        ("transcript", "en", ["AGENT: Your temporary password is ", S(p), ".\nCALLER: Sorry, can you repeat?\nAGENT: Sure: ", S(p), "."]),
    )


@reg("secret", 8)
def c_pw_noun_quoted(r):
    p = V.password(r)
    return pick(r,
        ("doc", "en", ["Default password for the appliance is \"", S(p), "\" — change it during setup."]),
        ("chat", "en", ["pwd: '", S(p), "'"]),
        ("log", "en", ["WARN login failed for user=", r.choice(USERS), " password='", S(p), "' (attempt 3/5)"]),
    )


# =================================================================== SECRETS: structures
@reg("secret", 12)
def c_dict_repr_password(r):
    p = V.password(r)
    u = r.choice(USERS)
    h = r.choice(HOSTS)
    return pick(r,
        ("log", "en", [ts(r), " DEBUG connect kwargs={'host': '", h, "', 'user': '", u, "', 'password': '", S(p), "', 'port': 5432}"]),
        ("log", "en", ["INFO:root:settings loaded: {'smtp_host': 'mail-relay.backoffice.io', 'smtp_user': '", u, "', 'smtp_pass': '", S(p), "', 'tls': True}"]),
        ("trace", "en", ["Traceback (most recent call last):\n  File \"sync.py\", line 88, in <module>\n    client = Client(**cfg)\nTypeError: __init__() got an unexpected keyword argument 'timeout'\ncfg = {'url': 'https://", h, "', 'passwd': '", S(p), "', 'timeout': 30}"]),
        ("log", "en", ["celery.worker: Task sync_ldap[", V.uuid4(r), "] args=() kwargs={'bind_dn': 'cn=", u, ",dc=corp', 'bind_pw': '", S(p), "'}"]),
    )


@reg("secret", 12)
def c_dict_auth_header(r):
    k = r.randrange(3)
    if k == 0:
        tok = V.mixed(r, V.AN + "-_.", r.randint(32, 48)); val = ["Bearer ", S(tok)]
    elif k == 1:
        tok = V.b64_of("%s:%s" % (r.choice(USERS), V.password(r))); val = ["Basic ", S(tok)]
    else:
        tok = V.rs(r, V.HEX, 40); val = ["Token ", S(tok)]
    return pick(r,
        ("log", "en", [ts(r), " requests DEBUG headers={'Accept': 'application/json', 'Authorization': '"] + val + ["', 'User-Agent': 'python-requests/2.32.3'}"]),
        ("log", "en", ["send: POST /v2/orders headers={'Content-Type': 'application/json', 'Authorization': '"] + val + ["'}"]),
        ("chat", "en", ["here's what the SDK prints: {'authorization': '"] + val + ["', 'x-request-id': '", V.uuid4(r), "'}"]),
        ("log", "en", ["aiohttp.client: request headers <CIMultiDict('Host': 'api.internal.acme-logistics.net', 'Authorization': '"] + val + ["')>"]),
    )


@reg("secret", 12)
def c_http_header_secret(r):
    tok = V.mixed(r, V.AN, r.randint(30, 44))
    h = pick(r, ("Authorization: Bearer ", tok), ("X-Api-Key: ", tok), ("Proxy-Authorization: Basic ", V.b64_of("%s:%s" % (r.choice(USERS), V.password(r)))),
             ("X-Auth-Token: ", tok), ("api-key: ", tok), ("Ocp-Apim-Subscription-Key: ", V.rs(r, V.HEX, 32)))
    return pick(r,
        ("http", "en", ["> GET /api/v1/shipments?page=2 HTTP/1.1\n> Host: api.internal.acme-logistics.net\n> ", h[0], S(h[1]), "\n> Accept: */*\n>\n< HTTP/1.1 200 OK"]),
        ("http", "en", ["POST /graphql HTTP/2\nhost: edge.example-shop.io\ncontent-type: application/json\n", h[0].lower(), S(h[1]), "\ncontent-length: 212"]),
        ("chat", "en", ["curl output said 401 even though I sent `", h[0], S(h[1]), "`, any idea?"]),
    )


@reg("secret", 12)
def c_cookie_secret(r):
    v1 = V.mixed(r, V.AN, r.randint(26, 40))
    v2 = V.mixed(r, V.AN, 32)
    name = r.choice(["sessionid", "connect.sid", "PHPSESSID", "_gitlab_session", "laravel_session", "JSESSIONID", "auth_token"])
    return pick(r,
        ("http", "en", ["GET /account HTTP/1.1\nHost: shop.example.org\nCookie: ", name, "=", S(v1), "; csrftoken=", S(v2), "; theme=dark\n"]),
        ("http", "en", ["HTTP/1.1 302 Found\nLocation: /dashboard\nSet-Cookie: ", name, "=", S(v1), "; Path=/; HttpOnly; Secure; SameSite=Lax"]),
        ("chat", "en", ["pasted from devtools: ", name, "=", S(v1), " — is that why I'm logged in as the wrong tenant?"]),
        ("log", "en", [ts(r), " nginx: upstream sent cookie header \"", name, "=", S(v1), "\" to ", r.choice(SVC)]),
    )


@reg("secret", 12)
def c_query_string_secret(r):
    v = V.mixed(r, V.AN, r.randint(24, 40))
    key = r.choice(["api_key", "access_token", "token", "sig", "apikey", "client_secret", "key"])
    host = r.choice(["maps.example-geo.com", "hooks.partner-crm.io", "api.weatherly.dev", "cdn.assets-store.net"])
    return pick(r,
        ("log", "en", ["10.0.3.11 - - [12/Oct/2026:10:14:07 +0000] \"GET /v3/lookup?q=berlin&", key, "=", S(v), "&lang=de HTTP/1.1\" 200 5120"]),
        ("chat", "en", ["the callback is https://", host, "/cb?", key, "=", S(v), "&state=ok, it returns 403"]),
        ("ci", "en", ["curl -sS 'https://", host, "/export?format=csv&", key, "=", S(v), "' -o out.csv"]),
    )


@reg("secret", 12)
def c_json_secret(r):
    v = V.mixed(r, V.AN + "-_", r.randint(28, 44))
    key = r.choice(["client_secret", "apiKey", "password", "refresh_token", "secret_key", "webhookSecret", "private_token"])
    return pick(r,
        ("tool", "en", ["tool_call create_connection {\"name\": \"crm-sync\", \"", key, "\": \"", S(v), "\", \"region\": \"eu-central-1\"}"]),
        ("tool", "en", ["{\"role\":\"tool\",\"content\":\"{\\\"status\\\":\\\"ok\\\",\\\"", key, "\\\":\\\"", S(v), "\\\"}\"}"]),
        ("config", "en", ["{\n  \"integrations\": {\n    \"slack\": {\"enabled\": true},\n    \"pagerduty\": {\n      \"", key, "\": \"", S(v), "\"\n    }\n  }\n}"]),
        ("chat", "en", ["response body was {\"ok\":true,\"", key, "\":\"", S(v), "\",\"expires_in\":3600}"]),
    )


@reg("secret", 12)
def c_yaml_secret(r):
    v = V.password(r) if r.random() < 0.5 else V.mixed(r, V.AN, 32)
    key = r.choice(["password", "api_token", "secretKey", "auth_token", "clientSecret", "bind_password"])
    return pick(r,
        ("config", "en", ["database:\n  host: ", r.choice(HOSTS), "\n  port: 5432\n  user: ", r.choice(USERS), "\n  ", key, ": \"", S(v), "\"\n  pool: 10"]),
        ("config", "en", ["services:\n  exporter:\n    image: registry.local/exporter:1.4\n    environment:\n      - EXPORTER_", key.upper(), "=", S(v), "\n    restart: always"]),
        ("config", "en", ["spec:\n  auth:\n    ", key, ": ", S(v), "\n  replicas: 2"]),
    )


@reg("secret", 12)
def c_toml_ini_secret(r):
    v = V.password(r) if r.random() < 0.5 else V.mixed(r, V.AN, 28)
    return pick(r,
        ("config", "en", ["[smtp]\nserver = mail-relay.backoffice.io\nport = 587\nusername = ", r.choice(USERS), "\npassword = ", S(v), "\n"]),
        ("config", "en", ["[tool.poetry.source]\nname = \"private\"\nurl = \"https://pypi.corp.local/simple\"\n\n[auth]\ntoken = \"", S(v), "\""]),
        ("config", "en", ["; odbc.ini\n[ReportingDSN]\nDriver=PostgreSQL Unicode\nServername=", r.choice(HOSTS), "\nUID=", r.choice(USERS), "\nPWD=", S(v)]),
        ("config", "en", ["[client]\nuser=", r.choice(USERS), "\npassword=\"", S(v), "\"\nhost=", r.choice(HOSTS)]),
    )


@reg("secret", 12)
def c_env_secret(r):
    v = V.mixed(r, V.AN, r.randint(24, 40))
    var = r.choice(["SECRET_KEY_BASE", "DJANGO_SECRET_KEY", "APP_KEY", "SESSION_SECRET", "ENCRYPTION_KEY", "WEBHOOK_SIGNING_SECRET"])
    return pick(r,
        ("config", "en", ["# .env.production\nNODE_ENV=production\nPORT=8080\n", var, "=", S(v), "\nLOG_LEVEL=info"]),
        ("shell", "en", ["$ export ", var, "='", S(v), "'\n$ ./bin/server --migrate"]),
        ("shell", "en", ["docker run -d --name api -e ", var, "=", S(v), " -p 8080:8080 registry.local/api:2.3"]),
        ("ci", "en", ["Run env | sort\n", var, "=", S(v), "\nGITHUB_ACTIONS=true\nRUNNER_OS=Linux"]),
    )


@reg("secret", 12)
def c_sql_secret(r):
    v = V.password(r) if r.random() < 0.5 else V.mixed(r, V.AN, 32)
    return pick(r,
        ("sql", "en", ["INSERT INTO integrations (id, provider, api_secret, created_at) VALUES (41, 'courier-x', '", S(v), "', now());"]),
        ("sql", "en", ["reporting=> SELECT name, smtp_password FROM mailers;\n   name    | smtp_password\n-----------+--------------\n newsletter| ", S(v), "\n(1 row)"]),
        ("sql", "en", ["UPDATE service_accounts SET token = '", S(v), "' WHERE name = 'backup';"]),
        ("sql", "en", ["mysql> select user, plain_pw from legacy_users limit 1;\n+-------+------------------+\n| user  | plain_pw         |\n+-------+------------------+\n| ", r.choice(USERS), " | ", S(v), " |\n+-------+------------------+"]),
    )


@reg("secret", 10)
def c_csv_secret(r):
    v = V.mixed(r, V.AN, r.randint(24, 36))
    return pick(r,
        ("csv", "en", ["service,env,api_token,owner_team\nmetrics,prod,", S(v), ",sre\n"]),
        ("csv", "en", ["\"account\";\"password\";\"note\"\n\"", r.choice(USERS), "\";\"", S(V.password(r)), "\";\"rotate in Q3\""]),
        ("csv", "en", ["id\tclient_id\tclient_secret\n7\tweb-portal\t", S(v)]),
    )


@reg("secret", 12)
def c_netrc_pgpass(r):
    v = V.password(r)
    h = r.choice(HOSTS)
    return pick(r,
        ("config", "en", ["$ cat ~/.netrc\nmachine ", h, "\n  login ", r.choice(USERS), "\n  password ", S(v)]),
        ("config", "en", ["machine api.heroku.com login ops@example.org password ", S(V.mixed(r, V.HEX, 36))]),
        ("config", "en", ["# ~/.pgpass\n", h, ":5432:analytics:", r.choice(USERS), ":", S(v)]),
        ("chat", "en", ["my pgpass line is `", h, ":6432:*:", r.choice(USERS), ":", S(v), "` and psql still prompts"]),
    )


@reg("secret", 14)
def c_cli_flag_secret(r):
    v = V.password(r)
    u = r.choice(USERS)
    h = r.choice(HOSTS)
    return pick(r,
        ("shell", "en", ["$ mysql -h ", h, " -u ", u, " -p'", S(v), "' reporting"]),
        ("shell", "en", ["mysqldump -u", u, " -p", S(v), " --single-transaction shop > shop.sql"]),
        ("shell", "en", ["curl -u ", u, ":", S(v), " https://", h, "/api/health"]),
        ("shell", "en", ["sshpass -p '", S(v), "' ssh ", u, "@", h]),
        ("shell", "en", ["redis-cli -h ", h, " -a ", S(v), " --no-auth-warning info"]),
        ("shell", "en", ["./deploy.sh --env prod --registry-password=", S(v), " --tag 2.8.1"]),
        ("shell", "en", ["htpasswd -b /etc/nginx/.htpasswd ", u, " ", S(v)]),
        ("shell", "en", ["psql \"host=", h, " dbname=app user=", u, " password=", S(v), " sslmode=require\""]),
    )


@reg("secret", 12)
def c_url_userinfo(r):
    v = V.password(r).replace("@", "").replace("/", "").replace(":", "").replace("#", "").replace("?", "")
    u = r.choice(USERS)
    h = r.choice(HOSTS)
    return pick(r,
        ("config", "en", ["DATABASE_URL=postgres://", u, ":", S(v), "@", h, ":5432/app"]),
        ("chat", "en", ["broker url is amqp://", u, ":", S(v), "@", h, ":5672/%2F"]),
        ("doc", "en", ["See the [admin dashboard](https://", u, ":", S(v), "@grafana.ops.lan/d/abc) for details."]),
        ("log", "en", [ts(r), " ERROR could not connect to mongodb://", u, ":", S(v), "@", h, "/?authSource=admin"]),
    )


# =================================================================== SECRETS: vendor formats
@reg("secret", 12)
def c_aws_keypair(r):
    a, s = V.aws_akid(r), V.aws_secret(r)
    return pick(r,
        ("config", "en", ["[default]\naws_access_key_id = ", S(a), "\naws_secret_access_key = ", S(s), "\nregion = eu-west-1"]),
        ("chat", "en", ["new CI user keys: ", S(a), " / ", S(s)]),
        ("shell", "en", ["export AWS_ACCESS_KEY_ID=", S(a), "\nexport AWS_SECRET_ACCESS_KEY=", S(s)]),
    )


@reg("secret", 12)
def c_github_token(r):
    t = V.ghp(r) if r.random() < 0.6 else V.github_pat(r)
    return pick(r,
        ("chat", "en", ["used ", S(t), " for the release action, works now"]),
        ("shell", "en", ["git clone https://x-access-token:", S(t), "@github.com/acme/infra.git"]),
        ("ci", "en", ["echo ", S(t), " | gh auth login --with-token"]),
        ("config", "en", ["//npm.pkg.github.com/:_authToken=", S(t)]),
    )


@reg("secret", 10)
def c_gitlab_token(r):
    t = V.glpat(r)
    return pick(r,
        ("shell", "en", ["curl --header \"PRIVATE-TOKEN: ", S(t), "\" https://gitlab.corp.local/api/v4/projects"]),
        ("chat", "en", ["runner registration failed, token ", S(t), " is right though?"]),
        ("config", "en", ["gitlab:\n  url: https://gitlab.corp.local\n  token: ", S(t)]),
    )


@reg("secret", 10)
def c_slack_token(r):
    t = V.slack(r)
    return pick(r,
        ("config", "en", ["SLACK_BOT_TOKEN=", S(t), "\nSLACK_CHANNEL=#deploys"]),
        ("chat", "en", ["bot is silent, using ", S(t), ", scopes chat:write + channels:read"]),
        ("log", "en", [ts(r), " slack_sdk.errors: invalid_auth for token ", S(t)]),
    )


@reg("secret", 10)
def c_stripe_live_key(r):
    t = V.stripe_live(r)
    return pick(r,
        ("config", "en", ["STRIPE_SECRET=", S(t), "\nSTRIPE_PUBLISHABLE=pk_live_", V.mixed(r, V.AN, 24)]),
        ("chat", "en", ["switched the shop to live mode with ", S(t), " and webhooks stopped firing"]),
        ("code", "en", ["stripe.api_key = \"", S(t), "\""]),
    )


@reg("secret", 10)
def c_twilio_secret(r):
    sid = V.twilio_sid(r)
    if r.random() < 0.6:
        t = V.twilio_token(r)
        return pick(r,
            ("config", "en", ["TWILIO_ACCOUNT_SID=", sid, "\nTWILIO_AUTH_TOKEN=", S(t)]),
            ("chat", "en", ["twilio auth token for the SMS fallback: ", S(t)]),
            ("code", "en", ["client = Client(\"", sid, "\", \"", S(t), "\")"]),
        )
    t = V.twilio_apikey(r)
    sec = V.mixed(r, V.AN, 32)
    return ("config", "en", ["twilio:\n  api_key: ", S(t), "\n  api_secret: ", S(sec)])


@reg("secret", 12)
def c_tailscale_key(r):
    t = V.tailscale(r)
    return pick(r,
        ("shell", "en", ["sudo tailscale up --authkey=", S(t), " --advertise-tags=tag:ci"]),
        ("config", "en", ["TS_AUTHKEY=", S(t)]),
        ("chat", "en", ["the ephemeral node key is ", S(t), ", valid 90 days"]),
        ("config", "en", ["resource \"tailscale_tailnet_key\" \"ci\" {}\n# imported: ", S(t)]),
    )


@reg("secret", 10)
def c_grafana_token(r):
    t = V.grafana_cloud(r) if r.random() < 0.5 else V.grafana_sa(r)
    return pick(r,
        ("config", "en", ["GRAFANA_CLOUD_TOKEN=", S(t)]),
        ("chat", "en", ["alloy is pushing with ", S(t), " but remote_write 401s"]),
        ("shell", "en", ["curl -H \"Authorization: Bearer ", S(t), "\" https://acme.grafana.net/api/dashboards/uid/x1"]),
    )


@reg("secret", 12)
def c_llm_api_key(r):
    t = V.openai_key(r) if r.random() < 0.5 else V.anthropic_key(r)
    return pick(r,
        ("config", "en", ["LLM_API_KEY=", S(t), "\nLLM_MODEL=default"]),
        ("chat", "en", ["my key ", S(t), " suddenly gives 429s, is it rate limited?"]),
        ("code", "en", ["client = Client(api_key=\"", S(t), "\")"]),
    )


@reg("secret", 10)
def c_google_api_key(r):
    t = V.google_api(r)
    return pick(r,
        ("code", "en", ["<script src=\"https://maps.googleapis.com/maps/api/js?key=", S(t), "&callback=initMap\"></script>"]),
        ("config", "en", ["firebase:\n  apiKey: \"", S(t), "\"\n  projectId: shop-prod"]),
        ("chat", "en", ["places autocomplete uses ", S(t)]),
    )


@reg("secret", 10)
def c_mail_api_key(r):
    t = V.sendgrid(r) if r.random() < 0.5 else V.mailgun(r)
    return pick(r,
        ("config", "en", ["MAIL_API_KEY=", S(t)]),
        ("chat", "en", ["transactional mails bounce, key in use is ", S(t)]),
        ("shell", "en", ["curl -s --user 'api:", S(t), "' https://api.mail-provider.example/v3/domains"]),
    )


@reg("secret", 10)
def c_registry_token(r):
    if r.random() < 0.5:
        t = V.npm_token(r)
        return pick(r,
            ("config", "en", ["//registry.npmjs.org/:_authToken=", S(t)]),
            ("chat", "en", ["npm publish step uses ", S(t), ", should it be an automation token?"]),
        )
    t = V.pypi_token(r)
    return pick(r,
        ("config", "en", ["[pypi]\nusername = __token__\npassword = ", S(t)]),
        ("shell", "en", ["twine upload -u __token__ -p ", S(t), " dist/*"]),
    )


@reg("secret", 12)
def c_cloud_token(r):
    t = r.choice([V.do_token, V.vault_token, V.shopify, V.hf_token, V.linear])(r)
    return pick(r,
        ("shell", "en", ["export TOKEN=", S(t), "\n$ ./sync --dry-run"]),
        ("chat", "en", ["the integration is configured with ", S(t), " and returns 401"]),
        ("config", "en", ["provider:\n  token: ", S(t)]),
        ("log", "en", [ts(r), " WARN token ", S(t), " expires in 3 days"]),
    )


@reg("secret", 10)
def c_azure_client_secret(r):
    t = V.azure_client_secret(r)
    ten, cli = V.uuid4(r), V.uuid4(r)
    return pick(r,
        ("config", "en", ["AZURE_TENANT_ID=", K(ten, "keep_uuid"), "\nAZURE_CLIENT_ID=", K(cli, "keep_uuid"), "\nAZURE_CLIENT_SECRET=", S(t)]),
        ("chat", "en", ["app registration done: tenant ", K(ten, "keep_uuid"), ", client ", K(cli, "keep_uuid"), ", secret ", S(t)]),
        ("shell", "en", ["az login --service-principal -u ", K(cli, "keep_uuid"), " -p '", S(t), "' --tenant ", K(ten, "keep_uuid")]),
    )


@reg("secret", 10)
def c_crypto_private_key(r):
    if r.random() < 0.6:
        t = V.secp256k1_hex(r)
        return pick(r,
            ("chat", "en", ["deployer wallet private key: 0x", S(t)]),
            ("config", "en", ["PRIVATE_KEY=0x", S(t), "\nRPC_URL=https://rpc.testnet.example"]),
            ("code", "en", ["const signer = new Wallet(\"", S(t), "\", provider);"]),
        )
    t = V.age_key(r)
    return ("config", "en", ["# created: 2026-05-02T10:11:12Z\n# public key: age1", V.rs(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58), "\n", S(t)])


@reg("secret", 8)
def c_pem_private_key(r):
    body = V.ssh_priv_body(r)
    kind = r.choice(["OPENSSH PRIVATE KEY", "RSA PRIVATE KEY", "EC PRIVATE KEY"])
    return pick(r,
        ("chat", "en", ["here's the deploy key, don't lose it\n-----BEGIN ", kind, "-----\n", S(body), "\n-----END ", kind, "-----"]),
        ("config", "en", ["ssh_key: |\n  -----BEGIN ", kind, "-----\n  ", S(body.replace("\n", "\n  ")), "\n  -----END ", kind, "-----"]),
    )


@reg("secret", 10)
def c_jwt_token(r):
    t = V.jwt(r)
    return pick(r,
        ("chat", "en", ["the token from the login response is ", S(t), " — decodes fine on jwt.io"]),
        ("log", "en", [ts(r), " auth-proxy DEBUG incoming jwt=", S(t)]),
        ("http", "en", ["Authorization: Bearer ", S(t)]),
    )


@reg("secret", 10)
def c_webhook_secret_url(r):
    if r.random() < 0.5:
        wid, tok = V.discord_webhook(r)
        return pick(r,
            ("config", "en", ["ALERT_WEBHOOK=https://discord.com/api/webhooks/", wid, "/", S(tok)]),
            ("chat", "en", ["posting alerts to https://discord.com/api/webhooks/", wid, "/", S(tok), " for now"]),
        )
    t = V.telegram(r)
    return pick(r,
        ("config", "en", ["TELEGRAM_BOT_TOKEN=", S(t)]),
        ("shell", "en", ["curl https://api.telegram.org/bot", S(t), "/getUpdates"]),
    )


@reg("secret", 8)
def c_totp_seed(r):
    t = V.totp_seed(r)
    return pick(r,
        ("chat", "en", ["if the authenticator app dies, the setup key is ", S(t)]),
        ("doc", "en", ["otpauth://totp/ACME:ops?secret=", S(t), "&issuer=ACME&digits=6"]),
        ("chat", "de", ["Der 2FA-Schlüssel für das Shared-Konto: ", S(t)]),
    )


@reg("secret", 8)
def c_datadog_key(r):
    t = V.datadog_key(r)
    return pick(r,
        ("config", "en", ["DD_API_KEY=", S(t), "\nDD_SITE=datadoghq.eu"]),
        ("shell", "en", ["helm upgrade --install dd datadog/datadog --set datadog.apiKey=", S(t)]),
        ("chat", "en", ["agent logs say the api key ", S(t), " is invalid"]),
    )


@reg("secret", 8)
def c_k8s_secret_b64(r):
    p = V.password(r)
    b = V.b64_of(p)
    return ("config", "en", ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: ",
                             V.b64_of(r.choice(USERS)), "\n  password: ", S(b)])


@reg("secret", 8)
def c_docker_config_auth(r):
    b = V.b64_of("%s:%s" % (r.choice(USERS), V.password(r)))
    return pick(r,
        ("config", "en", ["{\n  \"auths\": {\n    \"registry.corp.local\": {\n      \"auth\": \"", S(b), "\"\n    }\n  }\n}"]),
        ("shell", "en", ["cat ~/.docker/config.json\n{\"auths\":{\"ghcr.io\":{\"auth\":\"", S(b), "\"}}}"]),
    )


@reg("secret", 10)
def c_wifi_psk(r):
    p = V.password(r).replace('"', "")
    return pick(r,
        ("shell", "en", ["nmcli dev wifi connect \"Office-5G\" password \"", S(p), "\""]),
        ("config", "en", ["network={\n    ssid=\"Warehouse\"\n    psk=\"", S(p), "\"\n    key_mgmt=WPA-PSK\n}"]),
        ("chat", "en", ["guest wifi key for the event: ", S(p)]),
        ("chat", "es", ["la clave del wifi de invitados es ", S(p)]),
    )


# =================================================================== PII
def nm(r, cult=None):
    f, l, c = H.name(r, cult)
    return f, l, c


@reg("pii", 12)
def c_email_obfuscated(r):
    f, l, _ = nm(r, r.choice(["en", "de", "pt", "es", "fr", "nl"]))
    lo = lambda s: s.lower().replace("ö", "o").replace("ü", "u").replace("ä", "a").replace("ã", "a").replace("ç", "c").replace("é", "e").replace("ë", "e").replace("í", "i").replace("ê", "e").replace("ß", "ss").replace("è", "e").replace("ñ", "n").replace("ó", "o")
    dom = r.choice([("posteo", "de"), ("sapo", "pt"), ("protonmail", "com"), ("gmx", "net"), ("outlook", "fr"), ("ziggo", "nl")])
    e = pick(r, "%s dot %s at %s dot %s" % (lo(f), lo(l), dom[0], dom[1]),
             "%s.%s [at] %s [dot] %s" % (lo(f), lo(l), dom[0], dom[1]),
             "%s(at)%s(dot)%s" % (lo(l), dom[0], dom[1]),
             "%s_%s AT %s DOT %s" % (lo(f)[0], lo(l), dom[0].upper(), dom[1].upper()),
             "%s {at} %s {dot} %s" % (lo(f) + lo(l), dom[0], dom[1]))
    return pick(r,
        ("chat", "en", ["you can reach me at ", P(e), " if the form breaks again"]),
        ("forum", "en", ["(contact: ", P(e), ")"]),
        ("chat", "de", ["schreib mir einfach an ", P(e)]),
        ("chat", "pt", ["meu e-mail é ", P(e), ", obrigado"]),
    )


@reg("pii", 10)
def c_email_plain(r):
    f, l, _ = nm(r, r.choice(["en", "us", "nl", "sv"]))
    lo = lambda s: s.lower().replace("ö", "o").replace("å", "a")
    e = "%s.%s@%s" % (lo(f), lo(l), r.choice(["gmail.com", "fastmail.fm", "web.de", "icloud.com", "hey.com"]))
    return pick(r,
        ("chat", "en", ["please send the invoice copy to ", P(e)]),
        ("log", "en", [ts(r), " INFO password reset requested for ", P(e), " from 83.12.44.9"]),
        ("json", "en", ["{\"event\":\"signup\",\"email\":\"", P(e), "\",\"plan\":\"pro\"}"]),
    )


@reg("pii", 12)
def c_mention_handle(r):
    f, l, _ = nm(r, r.choice(["en", "us", "de", "nl", "sv", "pl"]))
    lo = lambda s: s.lower().replace("ö", "o").replace("ł", "l").replace("ś", "s").replace("ń", "n").replace("ü", "u").replace("ä", "a").replace("å", "a").replace("ż", "z").replace("ó", "o").replace("ą", "a")
    h = pick(r, "%s.%s" % (lo(f), lo(l)), "%s%s" % (lo(f)[0], lo(l)), "%s_%s%d" % (lo(f), lo(l)[:3], r.randint(1, 99)), lo(l) + lo(f)[:2])
    return pick(r,
        ("slack", "en", ["@", P(h), " can you approve the PR before standup?"]),
        ("slack", "en", ["thanks @", P(h), "! merged"]),
        ("github", "en", ["/assign @", P(h), "\nThis regressed in the last refactor."]),
        ("teams", "de", ["@", P(h), " kannst du dir das Ticket bitte anschauen?"]),
    )


@reg("pii", 12)
def c_name_spelled(r):
    f, l, c = nm(r)
    up = l.upper()
    sp = pick(r, "-".join(up), " ".join(up), ".".join(up) + ".", ", ".join(up))
    return pick(r,
        ("transcript", "en", ["AGENT: Could you spell the surname for me?\nCALLER: Sure, it's ", P(sp), ".\nAGENT: Thank you."]),
        ("transcript", "en", ["CALLER: the last name is ", P(sp), ", yes with that ending"]),
        ("transcript", "de", ["KUNDE: Der Nachname wird ", P(sp), " geschrieben."]),
        ("transcript", "es", ["CLIENTE: mi apellido se escribe ", P(sp)]),
    )


PH_HINT = {
    "PT": ["ligue-me para o {p}, estou em Lisboa", "o meu telemóvel é {p}"],
    "DE": ["Rückruf bitte unter {p}, ich bin in Hamburg erreichbar", "meine Handynummer: {p}"],
    "ES": ["llámame al {p}, estoy en Valencia", "mi móvil es el {p}"],
    "GB": ["ring me on {p}, I'm in Manchester this week", "my mobile's {p} (UK)"],
    "FR": ["rappelez-moi au {p}, je suis à Lyon", "mon portable : {p}"],
    "IT": ["chiamami al {p}, sono a Bologna", "il mio cellulare è {p}"],
    "NL": ["bel me op {p}, ik zit in Rotterdam", "mijn mobiele nummer is {p}"],
    "PL": ["proszę dzwonić pod {p}, jestem w Gdańsku", "mój numer komórki: {p}"],
    "BR": ["me chama no zap {p}, sou de São Paulo", "meu celular é {p}"],
    "MX": ["márcame al {p}, estoy en la CDMX", "mi celular en Monterrey: {p}"],
    "IN": ["call me on {p}, I am in Pune", "my mobile in Bengaluru is {p}"],
    "JP": ["東京の携帯番号は {p} です", "call my Japanese mobile {p}"],
    "AU": ["give us a bell on {p}, I'm in Melbourne", "my Aussie mobile is {p}"],
    "US": ["you can call me at {p}, I'm in Seattle", "my cell (US) is {p}"],
}
LANG_OF = {"PT": "pt", "DE": "de", "ES": "es", "GB": "en", "FR": "fr", "IT": "it", "NL": "nl", "PL": "pl", "BR": "pt",
           "MX": "es", "IN": "en", "JP": "ja", "AU": "en", "US": "en"}


@reg("pii", 24)
def c_phone_national_hinted(r):
    reg_ = r.choice(list(PH_HINT))
    p = V.phone_national(r, reg_)
    a, b = r.choice(PH_HINT[reg_]).split("{p}")
    return ("chat", LANG_OF[reg_], [a, P(p, region=reg_), b])


@reg("pii", 12)
def c_phone_intl(r):
    reg_ = r.choice(list(V.CC))
    p = V.phone_intl(r, reg_)
    return pick(r,
        ("email", "en", ["Best regards\nMobile: ", P(p, region=reg_)]),
        ("chat", "en", ["whatsapp me on ", P(p, region=reg_)]),
        ("log", "en", [ts(r), " sms-gateway INFO delivered OTP to ", P(p, region=reg_)]),
    )


@reg("pii", 10)
def c_phone_structured(r):
    reg_ = r.choice(["DE", "GB", "ES", "PT", "FR", "US", "IT"])
    p = V.phone_national(r, reg_)
    f, l, _ = nm(r, {"DE": "de", "GB": "en", "ES": "es", "PT": "pt", "FR": "fr", "US": "us", "IT": "it"}[reg_])
    ctry = {"DE": "Germany", "GB": "United Kingdom", "ES": "Spain", "PT": "Portugal", "FR": "France", "US": "USA", "IT": "Italy"}[reg_]
    return pick(r,
        ("vcard", "en", ["BEGIN:VCARD\nVERSION:3.0\nFN:", P(f + " " + l, "name_table_row"), "\nADR;TYPE=home:;;;;;;", ctry, "\nTEL;TYPE=cell:", P(p, region=reg_), "\nEND:VCARD"]),
        ("csv", "en", ["name,country,phone\n", P(f + " " + l, "name_table_row"), ",", ctry, ",", P(p, region=reg_)]),
        ("json", "en", ["{\"contact\": {\"country\": \"", ctry, "\", \"phone\": \"", P(p, region=reg_), "\"}}"]),
    )


@reg("pii", 14)
def c_card_separator(r):
    d = V.card_digits(r)
    sep = r.choice([" ", "-", ".", "/", "", "  "])
    c = V.card_fmt(r, d, sep)
    return pick(r,
        ("chat", "en", ["card ending soon, the number is ", P(c), " exp 09/28"]),
        ("chat", "de", ["Kartennummer: ", P(c), ", gültig bis 11/27"]),
        ("chat", "pt", ["o número do cartão é ", P(c)]),
        ("transcript", "en", ["CALLER: it's a Visa, ", P(c), ", sorry, or was it Mastercard"]),
        ("chat", "es", ["te paso la tarjeta: ", P(c)]),
    )


@reg("pii", 10)
def c_card_structured(r):
    d = V.card_digits(r)
    return pick(r,
        ("log", "en", [ts(r), " payments DEBUG charge payload={'amount': 4999, 'currency': 'eur', 'card_number': '", P(d), "', 'cvc': '***'}"]),
        ("csv", "en", ["order_id,pan,expiry\n88213,", P(d), ",03/29"]),
        ("json", "en", ["{\"payment_method\":{\"type\":\"card\",\"number\":\"", P(V.card_fmt(r, d, " ")), "\"}}"]),
    )


@reg("pii", 10)
def c_dob_english(r):
    d = H.dob(r, r.choice(["en", "us"]))
    return pick(r,
        ("chat", "en", ["I was born on ", P(d), " if you need it for the form"]),
        ("form", "en", ["D.O.B.: ", P(d)]),
        ("email", "en", ["Patient: see chart\nDate of Birth: ", P(d), "\nAllergies: none known"]),
        ("chat", "en", ["my birthday is ", P(d), ", the account was opened with that"]),
    )


DOB_LANG = [("de", "Geburtsdatum: {d}"), ("de", "Ich bin am {d} geboren."), ("pt", "data de nascimento: {d}"),
            ("pt", "nasci em {d}"), ("es", "fecha de nacimiento {d}"), ("es", "nací el {d}"), ("fr", "date de naissance : {d}"),
            ("fr", "née le {d}"), ("it", "data di nascita: {d}"), ("it", "sono nato il {d}"), ("nl", "geboortedatum: {d}"),
            ("pl", "data urodzenia: {d}"), ("sv", "födelsedatum {d}"), ("tr", "doğum tarihi: {d}"), ("ru", "дата рождения: {d}"),
            ("ja", "生年月日：{d}"), ("zh", "出生日期：{d}"), ("da", "født {d}"), ("cs", "datum narození: {d}"), ("fi", "syntymäaika {d}")]


@reg("pii", 20)
def c_dob_non_english(r):
    lang, t = r.choice(DOB_LANG)
    d = H.dob(r, lang)
    a, b = t.split("{d}")
    return ("chat", lang, [a, P(d), b])


@reg("pii", 12)
def c_dob_table_header(r):
    f, l, _ = nm(r)
    d = H.dob(r, "en", style=r.choice([0, 1, 4]))
    col = r.choice(["dob", "birth_date", "Geburtsdatum", "fecha_nac", "date_of_birth", "birthdate"])
    return pick(r,
        ("csv", "en", ["member_id,full_name,", col, ",tier\n1043,", P(f + " " + l, "name_table_row"), ",", P(d), ",gold"]),
        ("sql", "en", ["crm=> select id, ", col, " from patients where id = 77;\n id | ", col, "\n----+------------\n 77 | ", P(d), "\n(1 row)"]),
        ("doc", "en", ["| id | ", col, " | plan |\n|----|------|------|\n| 5512 | ", P(d), " | basic |"]),
        ("sql", "en", ["INSERT INTO customers (id, ", col, ", country) VALUES (9021, '", P(d), "', 'PT');"]),
    )


@reg("pii", 12)
def c_dob_prev_line(r):
    lang = r.choice(["en", "de", "es", "pt"])
    d = H.dob(r, lang, style=r.choice([0, 1, 2, 4]))
    q = {"en": "AGENT: And what's your date of birth?", "de": "AGENT: Und Ihr Geburtsdatum, bitte?",
         "es": "AGENTE: ¿Y su fecha de nacimiento?", "pt": "ATENDENTE: E a sua data de nascimento?"}[lang]
    c = {"en": "CALLER", "de": "KUNDE", "es": "CLIENTE", "pt": "CLIENTE"}[lang]
    return pick(r,
        ("transcript", lang, [q, "\n", c, ": ", P(d)]),
        ("transcript", lang, [q, "\n", c, ": uh, ", P(d), ", I think that's on file"]),
        ("chat", lang, ["[", hm(r), "] support: ", q.split(": ", 1)[1], "\n[", hm(r), "] user: ", P(d)]),
    )


@reg("pii", 10)
def c_ssn_cued(r):
    s = V.ssn(r)
    return pick(r,
        ("chat", "en", ["my SSN is ", P(s), ", the W-2 has a typo"]),
        ("form", "en", ["Social Security No.: ", P(s)]),
        ("email", "en", ["Employee file update\nSSN: ", P(s), "\nStart date: 2026-02-02"]),
    )


@reg("pii", 10)
def c_ssn_bare_social(r):
    s = V.ssn(r).replace("-", "")
    return pick(r,
        ("chat", "en", ["my social is ", P(s), " btw"]),
        ("transcript", "en", ["CALLER: last four? the whole social is ", P(s)]),
        ("chat", "en", ["social security number ", P(s), " (no dashes)"]),
    )


def _id(r, value, cues, lang):
    a, b = r.choice(cues).split("{v}")
    return ("chat", lang, [a, P(value), b])


@reg("pii", 10)
def c_id_cpf(r):
    v = V.cpf(r)
    if r.random() < 0.3:
        v = v.replace(".", "").replace("-", "")
    return _id(r, v, ["meu CPF é {v}", "CPF: {v} (titular)", "segue o CPF {v} para o cadastro"], "pt")


@reg("pii", 8)
def c_id_cn_resident(r):
    return _id(r, V.cn_resident(r), ["身份证号：{v}", "居民身份证号码 {v}", "my Chinese ID card number is {v}"], "zh")


@reg("pii", 8)
def c_id_aadhaar(r):
    return _id(r, V.aadhaar(r), ["Aadhaar no. {v}", "my aadhaar is {v}, please update KYC", "आधार संख्या: {v}"], "en")


@reg("pii", 8)
def c_id_pan_in(r):
    return _id(r, V.pan_in(r), ["PAN: {v}", "my PAN card number is {v}"], "en")


@reg("pii", 8)
def c_id_curp(r):
    return _id(r, V.curp(r), ["mi CURP es {v}", "CURP {v} (para la factura)"], "es")


@reg("pii", 10)
def c_id_dni_nie(r):
    v = V.dni(r) if r.random() < 0.6 else V.nie(r)
    return _id(r, v, ["mi DNI es {v}", "NIE: {v}", "adjunto el documento, número {v}"], "es")


@reg("pii", 8)
def c_id_de_steuerid(r):
    return _id(r, V.steuer_id(r), ["Meine Steuer-ID lautet {v}.", "Steuerliche Identifikationsnummer: {v}"], "de")


@reg("pii", 8)
def c_id_fr_nir(r):
    return _id(r, V.nir(r), ["mon numéro de sécurité sociale : {v}", "NIR {v}"], "fr")


@reg("pii", 8)
def c_id_it_codice_fiscale(r):
    return _id(r, V.codice_fiscale(r), ["il mio codice fiscale è {v}", "C.F. {v}"], "it")


@reg("pii", 8)
def c_id_pesel(r):
    return _id(r, V.pesel(r), ["mój PESEL to {v}", "PESEL: {v}"], "pl")


@reg("pii", 8)
def c_id_bsn(r):
    return _id(r, V.bsn(r), ["mijn BSN is {v}", "burgerservicenummer {v}"], "nl")


@reg("pii", 8)
def c_id_snils(r):
    return _id(r, V.snils(r), ["СНИЛС: {v}", "мой СНИЛС {v}"], "ru")


@reg("pii", 8)
def c_id_jp_mynumber(r):
    return _id(r, V.mynumber(r), ["マイナンバー：{v}", "my My Number (individual number) is {v}"], "ja")


@reg("pii", 8)
def c_id_kr_rrn(r):
    return _id(r, V.kr_rrn(r), ["주민등록번호: {v}", "resident registration number {v}"], "ko")


@reg("pii", 8)
def c_id_tckn(r):
    return _id(r, V.tckn(r), ["TC kimlik numaram {v}", "T.C. Kimlik No: {v}"], "tr")


@reg("pii", 8)
def c_id_nino(r):
    return _id(r, V.nino(r), ["my National Insurance number is {v}", "NI number: {v}"], "en")


@reg("pii", 8)
def c_id_za(r):
    return _id(r, V.za_id(r), ["my SA ID number is {v}", "ID no (RSA): {v}"], "en")


PASS_CUE = {"US": ("en", "passport number {v}"), "DE": ("de", "Reisepassnummer: {v}"), "IN": ("en", "passport no. {v} (India)"),
            "CN": ("zh", "护照号码：{v}"), "BR": ("pt", "número do passaporte: {v}"), "FR": ("fr", "numéro de passeport {v}"),
            "ES": ("es", "número de pasaporte {v}"), "JP": ("ja", "旅券番号 {v}"), "GB": ("en", "UK passport no: {v}")}


@reg("pii", 12)
def c_passport_cued(r):
    cc, v = V.passport(r)
    lang, t = PASS_CUE[cc]
    a, b = t.split("{v}")
    return pick(r,
        ("chat", lang, [a, P(v), b]),
        ("email", lang, ["Booking ref QX7T2\n", a, P(v), b, "\nSeat 14C"]),
    )


@reg("pii", 10)
def c_iban_cued(r):
    v = V.iban(r)
    return pick(r,
        ("chat", "de", ["Bitte überweise auf meine IBAN ", P(v)]),
        ("email", "en", ["Refund account: ", P(v)]),
        ("chat", "pt", ["o IBAN para o reembolso é ", P(v)]),
    )


def full(r, cult=None):
    f, l, c = nm(r, cult)
    return f, l, c


@reg("pii", 12)
def c_name_last_first_header(r):
    f, l, c = full(r)
    return pick(r,
        ("chat", "en", [P(l + ", " + f), "  ", hm(r), "\nthe export job failed again overnight"]),
        ("teams", "en", ["[", hm(r), "] ", P(l + ", " + f), ": can we move the sync to Thursday?"]),
        ("email", "en", ["From: ", P(l + ", " + f), " <noreply@helpdesk.example>\nSubject: RE: VPN access\n\nstill can't connect"]),
    )


SIGNOFF = {"de": ["Mit freundlichen Grüßen", "Viele Grüße", "Beste Grüße"], "pt": ["Atenciosamente", "Abraços", "Cumprimentos"],
           "es": ["Saludos cordiales", "Un saludo"], "fr": ["Cordialement", "Bien à vous"], "it": ["Cordiali saluti", "Un saluto"],
           "nl": ["Met vriendelijke groet", "Groetjes"], "pl": ["Pozdrawiam", "Z poważaniem"], "en": ["Cheers", "Kind regards", "Best"],
           "sv": ["Vänliga hälsningar", "Mvh"], "tr": ["Saygılarımla"]}


@reg("pii", 14)
def c_name_signoff(r):
    lang = r.choice(list(SIGNOFF))
    f, l, _ = full(r, lang if lang in H.NAMES else "en")
    body = {"de": "anbei die Rechnung für Oktober.", "pt": "segue em anexo o relatório.", "es": "adjunto el presupuesto.",
            "fr": "vous trouverez ci-joint le devis.", "it": "in allegato il verbale.", "nl": "bijgaand de offerte.",
            "pl": "w załączniku przesyłam fakturę.", "en": "attached is the revised quote.", "sv": "bifogar offerten.",
            "tr": "ekte faturayı bulabilirsiniz."}[lang]
    nmv = pick(r, f + " " + l, f + " " + l, f)
    return ("email", lang, ["Hallo zusammen,\n\n" if lang == "de" else "Hi,\n\n", body, "\n\n", r.choice(SIGNOFF[lang]), ",\n", P(nmv),
                            pick(r, "", "\nOperations", "\nSent from my phone")])


@reg("pii", 12)
def c_name_table_row(r):
    rows = []
    segs = []
    k = r.randrange(3)
    if k == 0:
        segs = ["| Owner | Service | On-call |\n|---|---|---|\n"]
        for _ in range(2):
            f, l, _c = full(r)
            segs += ["| ", P(f + " " + l), " | ", r.choice(SVC), " | ", r.choice(["yes", "no"]), " |\n"]
        return ("doc", "en", segs)
    if k == 1:
        segs = ["last_name,first_name,team\n"]
        for _ in range(2):
            f, l, _c = full(r)
            segs += [P(l), ",", P(f), ",", r.choice(["finance", "logistics", "support"]), "\n"]
        return ("csv", "en", segs)
    f, l, _c = full(r)
    return ("sql", "en", [" id |     name      | role\n----+---------------+------\n 12 | ", P(f + " " + l), " | editor\n(1 row)"])


@reg("pii", 12)
def c_name_prose_en(r):
    f, l, _ = full(r, r.choice(["en", "us", "ng", "in", "cn", "jp", "ru"]))
    n = f + " " + l
    return pick(r,
        ("chat", "en", ["I spoke to ", P(n), " from accounts and she confirmed the refund"]),
        ("ticket", "en", ["Customer ", P(n), " reports the app crashes on login."]),
        ("chat", "en", ["handing this over to ", P(n), " since I'm off tomorrow"]),
        ("email", "en", ["As agreed with ", P(n), ", the contract starts in January."]),
    )


PROSE_X = {"de": ["Ich habe mit {n} aus der Buchhaltung gesprochen.", "Frau {n} hat den Vertrag gestern unterschrieben."],
           "pt": ["Falei com {n} do financeiro ontem.", "O cliente {n} pediu o cancelamento."],
           "es": ["Hablé con {n} de recursos humanos.", "La señora {n} llamó dos veces."],
           "fr": ["J'ai eu {n} au téléphone ce matin.", "Le dossier de {n} est incomplet."],
           "it": ["Ho sentito {n} dell'ufficio acquisti.", "Il signor {n} ha chiesto un rimborso."],
           "pl": ["Rozmawiałem z {n} z działu IT.", "Pani {n} zgłosiła problem z fakturą."],
           "tr": ["{n} ile dün görüştüm, sorun çözüldü."], "nl": ["Ik heb {n} van support gebeld."],
           "sv": ["Jag pratade med {n} på ekonomi."]}


@reg("pii", 14)
def c_name_prose_other(r):
    lang = r.choice(list(PROSE_X))
    f, l, _ = full(r, lang)
    a, b = r.choice(PROSE_X[lang]).split("{n}")
    return ("chat", lang, [a, P(f + " " + l), b])


@reg("pii", 8)
def c_name_email_from(r):
    f, l, _ = full(r)
    return pick(r,
        ("email", "en", ["From: \"", P(f + " " + l), "\" <billing@vendor.example>\nTo: support@acme.example\nSubject: Overdue invoice"]),
        ("email", "en", ["On Tue, 3 Nov 2026 at 09:14, ", P(f + " " + l), " wrote:\n> please see below"]),
    )


@reg("pii", 8)
def c_name_cjk(r):
    k = r.randrange(3)
    if k == 0:
        return ("chat", "ja", ["担当の", P(r.choice(H.CJK_JA)), "さんに確認しました。"])
    if k == 1:
        return ("chat", "zh", ["我已经联系了", P(r.choice(H.CJK_ZH)), "，明天回复。"])
    return ("chat", "en", ["the Seoul office contact is ", P(r.choice(H.CJK_KO))])


@reg("pii", 10)
def c_address_uk(r):
    a = H.addr_uk(r)
    return pick(r,
        ("chat", "en", ["could you send the replacement to ", P(a), "? I've moved"]),
        ("email", "en", ["Delivery address:\n", P(a), "\nPlease leave with neighbour."]),
        ("ticket", "en", ["Engineer visit booked at ", P(a), " on Tuesday AM."]),
    )


@reg("pii", 14)
def c_address_non_english(r):
    lang, a = H.addr_x(r)
    cue = {"de": "Meine neue Adresse: {a}", "fr": "Mon adresse est le {a}.", "es": "Envíenlo a {a}, por favor.",
           "pt": "A morada de entrega é {a}", "it": "Spedire a {a}", "nl": "Mijn adres is {a}", "pl": "Proszę wysłać na adres {a}",
           "sv": "Min adress är {a}", "tr": "Adresim: {a}"}[lang]
    x, y = cue.split("{a}")
    return ("chat", lang, [x, P(a), y])


@reg("pii", 8)
def c_address_us(r):
    a = H.addr_us(r)
    return pick(r,
        ("chat", "en", ["ship it to ", P(a), " please"]),
        ("form", "en", ["Billing address: ", P(a)]),
    )


# =================================================================== KEEP
@reg("keep", 12)
def c_keep_openai_object_id(r):
    v = V.chatcmpl(r) if r.random() < 0.4 else V.openai_obj(r)
    return pick(r,
        ("log", "en", [ts(r), " llm-gw INFO completion id=", K(v), " tokens=812 latency_ms=1430"]),
        ("chat", "en", ["the stuck one is ", K(v), ", can you check the server side?"]),
        ("json", "en", ["{\"id\": \"", K(v), "\", \"object\": \"response\", \"status\": \"completed\"}"]),
    )


@reg("keep", 12)
def c_keep_anthropic_object_id(r):
    v = V.anthropic_msg(r) if r.random() < 0.5 else V.toolu(r)
    return pick(r,
        ("json", "en", ["{\"type\":\"tool_use\",\"id\":\"", K(v), "\",\"name\":\"search\"}"] if v.startswith("toolu") else
         ["{\"id\":\"", K(v), "\",\"type\":\"message\",\"role\":\"assistant\"}"]),
        ("log", "en", [ts(r), " agent DEBUG message ", K(v), " stop_reason=end_turn"]),
        ("chat", "en", ["see ", K(v), " in the trace, that's where it looped"]),
    )


@reg("keep", 12)
def c_keep_stripe_object_id(r):
    v = V.stripe_obj(r)
    return pick(r,
        ("chat", "en", ["refund issued against ", K(v), ", should land in 5-10 days"]),
        ("log", "en", [ts(r), " webhook received ", K(v), " type=payment_intent.succeeded"]),
        ("ticket", "en", ["Dispute opened for ", K(v), ". Evidence due Friday."]),
    )


@reg("keep", 10)
def c_keep_sri_hash(r):
    v = V.sri(r)
    return pick(r,
        ("code", "en", ["<script src=\"https://cdn.example.net/lib.min.js\" integrity=\"", K(v), "\" crossorigin=\"anonymous\"></script>"]),
        ("json", "en", ["\"node_modules/left-pad\": {\n  \"version\": \"1.3.0\",\n  \"integrity\": \"", K(v), "\"\n}"]),
        ("chat", "en", ["lockfile integrity changed to ", K(v), " after the reinstall, expected?"]),
    )


@reg("keep", 10)
def c_keep_ssh_fingerprint(r):
    v = V.ssh_fp(r)
    return pick(r,
        ("shell", "en", ["The authenticity of host 'bastion.ops.lan (10.4.0.2)' can't be established.\nED25519 key fingerprint is ", K(v), ".\nAre you sure you want to continue connecting (yes/no)?"]),
        ("chat", "en", ["new host key fingerprint is ", K(v), ", please verify before accepting"]),
        ("log", "en", ["sshd[2211]: Accepted publickey for deploy from 10.4.0.9 port 51122 ssh2: ED25519 ", K(v)]),
    )


@reg("keep", 8)
def c_keep_gpg_fingerprint(r):
    v = V.gpg_fp(r)
    return pick(r,
        ("doc", "en", ["Release signing key fingerprint: ", K(v)]),
        ("shell", "en", ["pub   ed25519 2025-01-10 [SC]\n      ", K(v), "\nuid           [ultimate] Release Bot <release@acme.example>"]),
    )


@reg("keep", 12)
def c_keep_version_4part(r):
    v = V.version4(r)
    return pick(r,
        ("ticket", "en", ["Reproduced on build ", K(v), " (Windows 11)"]),
        ("chat", "en", ["after updating to ", K(v), " the plugin won't load"]),
        ("log", "en", [ts(r), " updater INFO current=", K(v), " channel=stable"]),
        ("chat", "de", ["Seit Version ", K(v), " stürzt der Client beim Start ab."]),
    )


@reg("keep", 12)
def c_keep_k8s_quantity(r):
    a, b = V.k8s_qty(r), V.k8s_qty(r)
    while b == a:
        b = V.k8s_qty(r)
    cpu = "%dm" % r.choice([50, 100, 250, 500, 750])
    mem = "%dMi" % r.choice([64, 128, 256, 384, 512, 768])
    return pick(r,
        ("config", "en", ["resources:\n  requests:\n    cpu: ", K(cpu), "\n    memory: ", K(mem), "\n  limits:\n    memory: 1Gi"]),
        ("chat", "en", ["bumped the limit from ", K(a), " to ", K(b), " and it stopped getting evicted"]),
        ("log", "en", ["Warning  Evicted  pod/", r.choice(SVC), "-7d9f  The node was low on resource: memory. Container used ", K(a), ", request ", K(b), "."]),
    )


@reg("keep", 12)
def c_keep_status_phrase(r):
    v = r.choice(["502 Bad Gateway", "503 Service Unavailable", "429 Too Many Requests", "504 Gateway Timeout",
                  "401 Unauthorized", "413 Payload Too Large", "409 Conflict", "422 Unprocessable Entity"])
    return pick(r,
        ("chat", "en", ["every third request comes back ", K(v), " since the LB change"]),
        ("log", "en", [ts(r), " upstream responded \"", K(v), "\" host=", r.choice(HOSTS)]),
        ("chat", "pt", ["o checkout devolve ", K(v), " desde ontem à noite"]),
    )


@reg("keep", 12)
def c_keep_error_name(r):
    v = r.choice(["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "ECONNRESET", "ETIMEDOUT", "SIGSEGV",
                  "NullPointerException", "KeyError", "DeadlineExceeded", "ConcurrentModificationException", "EADDRINUSE"])
    return pick(r,
        ("log", "en", ["Last State: Terminated\n  Reason: ", K(v), "\n  Exit Code: 137"]),
        ("chat", "en", ["worker keeps dying with ", K(v), " after ~20 minutes"]),
        ("chat", "de", ["Der Job bricht mit ", K(v), " ab, nur nachts."]),
    )


@reg("keep", 14)
def c_keep_product_name(r):
    v = r.choice(["Jarvis", "Otto", "Watson", "Luigi", "Alexa", "Cortana", "Siri", "Jenkins", "Ansible", "Cassandra",
                  "Hudson", "Sidekiq", "Rasa", "Dolly", "Clippy", "Bixby"])
    return pick(r,
        ("chat", "en", ["ask ", K(v), " to summarize the thread, it's wired into the channel"]),
        ("ticket", "en", ["The ", K(v), " integration stopped syncing after the upgrade."]),
        ("chat", "en", ["our ", K(v), " pipeline retries the task three times before alerting"]),
        ("chat", "de", ["Hat jemand ", K(v), " schon auf die neue Version gehoben?"]),
    )


@reg("keep", 10)
def c_keep_vendor_example_key(r):
    v = r.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
                  "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"])
    return pick(r,
        ("doc", "en", ["In the docs sample they use `", K(v), "`; replace it with your own key."]),
        ("chat", "en", ["the README still shows ", K(v), " which is AWS's dummy value, fine to keep"]),
        ("code", "en", ["# example only\naws_access = \"", K(v), "\"  # from the AWS documentation"]),
    )


@reg("keep", 12)
def c_keep_uuid(r):
    v = V.uuid4(r)
    return pick(r,
        ("log", "en", [ts(r), " request_id=", K(v), " status=200 duration=38ms"]),
        ("chat", "en", ["tenant id is ", K(v), " if you need it for the support case"]),
        ("json", "en", ["{\"trace_id\":\"", K(v), "\",\"span\":\"db.query\"}"]),
    )


@reg("keep", 10)
def c_keep_commit_hash(r):
    v = V.commit(r, r.choice([40, 40, 12, 7]))
    return pick(r,
        ("chat", "en", ["regression came in with ", K(v), ", reverting"]),
        ("ci", "en", ["HEAD is now at ", K(v), " bump deps"]),
        ("chat", "en", ["cherry-pick ", K(v), " onto release/2.8 please"]),
    )


FW = [("pt", "Rosa", "A parede ficou {w} depois da pintura."), ("es", "Dolores", "{w} de cabeza todos los días, dice el cliente."),
      ("es", "Paz", "Queremos {w} en la reunión, nada de gritos."), ("de", "Heide", "Wir wandern morgen durch die {w}."),
      ("de", "Ernst", "Die Lage ist {w}, aber stabil."), ("it", "Bianca", "La pagina resta {w} dopo il login."),
      ("pt", "Luz", "{w} do painel apagada, o roteador reiniciou."), ("es", "Consuelo", "Es un {w} saber que el backup existe."),
      ("pt", "Graça", "{w} a Deus o servidor voltou."), ("de", "Frank", "{w} und frei gesagt: das Release war zu früh."),
      ("es", "Victoria", "{w} total contra el bug del viernes."), ("fr", "Olive", "Couleur {w} pour le thème sombre ?"),
      ("nl", "Roos", "{w} is de naam van de bloem op het logo."), ("it", "Serena", "Giornata {w}, nessun alert.")]


@reg("keep", 12)
def c_keep_foreign_word(r):
    lang, w, t = r.choice(FW)
    a, b = t.split("{w}")
    return ("chat", lang, [a, K(w), b])


@reg("keep", 10)
def c_keep_path_unit(r):
    v = r.choice(["/etc/systemd/system/ledger-worker.service", "postgresql@16-main.service", "certbot.timer",
                  "/var/lib/docker/volumes/pgdata/_data", "C:\\ProgramData\\Agent\\logs\\agent.log", "/opt/app/releases/2026-10-03/",
                  "nginx.service", "/usr/local/etc/haproxy/haproxy.cfg"])
    return pick(r,
        ("shell", "en", ["$ sudo systemctl status ", K(v)]),
        ("chat", "en", ["logs are under ", K(v), ", rotated daily"]),
        ("log", "en", [ts(r), " watcher: changed ", K(v)]),
    )


@reg("keep", 10)
def c_keep_config_key_no_value(r):
    v = r.choice(["DATABASE_PASSWORD", "STRIPE_SECRET_KEY", "client_secret", "SMTP_PASSWORD", "api_token", "AWS_SECRET_ACCESS_KEY", "JWT_SIGNING_KEY"])
    return pick(r,
        ("doc", "en", ["Set ", K(v), " in the vault, never in the repo."]),
        ("chat", "en", ["is ", K(v), " read at startup or per request?"]),
        ("ci", "en", ["Error: required variable ", K(v), " is not set"]),
    )


@reg("keep", 8)
def c_keep_image_digest(r):
    v = "sha256:" + V.rs(r, V.HEX, 64)
    return pick(r,
        ("shell", "en", ["Digest: ", K(v), "\nStatus: Downloaded newer image for registry.local/api:2.3"]),
        ("config", "en", ["image: registry.local/worker@", K(v)]),
    )


@reg("keep", 10)
def c_keep_event_date(r):
    v = pick(r, "2026-%02d-%02d" % (r.randint(1, 11), r.randint(1, 28)), "%02d/%02d/2026" % (r.randint(1, 28), r.randint(1, 12)),
             "%d March 2026" % r.randint(1, 28))
    return pick(r,
        ("ticket", "en", ["Invoice dated ", K(v), " is still unpaid."]),
        ("chat", "en", ["the cutover is scheduled for ", K(v), ", freeze starts the day before"]),
        ("chat", "de", ["Die Wartung ist am ", K(v), " geplant."]),
    )


@reg("keep", 10)
def c_keep_ticket_ref(r):
    v = pick(r, "INC%07d" % r.randint(10000, 999999), "OPS-%d" % r.randint(100, 9999), "CVE-20%d-%d" % (r.randint(21, 26), r.randint(1000, 49999)),
             "CHG%07d" % r.randint(10000, 999999), "RFC %d" % r.choice([9110, 7519, 6749, 8446]))
    return pick(r,
        ("chat", "en", ["tracking this in ", K(v)]),
        ("ticket", "en", ["Linked: ", K(v), " (root cause pending)"]),
    )


@reg("keep", 10)
def c_keep_hostname(r):
    v = r.choice(["db-replica-03.eu-west-1.internal", "pg-main.prod.svc.cluster.local", "kafka-broker-2.mq.lan",
                  "build-agent-win-04.ci.corp", "ip-10-0-4-17.ec2.internal"])
    return pick(r,
        ("chat", "en", ["failover to ", K(v), " worked"]),
        ("log", "en", [ts(r), " health check ok host=", K(v)]),
    )


@reg("keep", 10)
def c_keep_amount_number(r):
    v = pick(r, "€%d.%03d,%02d" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 99)), "$%d,%03d.%02d" % (r.randint(1, 99), r.randint(0, 999), r.randint(0, 99)),
             "%d.%03d.%03d requests" % (r.randint(1, 9), r.randint(0, 999), r.randint(0, 999)), "order #%d" % r.randint(10 ** 7, 10 ** 8))
    if "requests" in v:
        return pick(r, ("chat", "en", ["we served ", K(v), " yesterday, new record"]), ("log", "en", ["daily summary: ", K(v), ", 0.02% errors"]))
    if v.startswith("order"):
        return pick(r, ("ticket", "en", ["Customer refers to ", K(v), "."]), ("chat", "de", ["Kunde fragt nach ", K(v), "."]))
    return pick(r,
        ("chat", "en", ["the quote came to ", K(v), " excl. VAT"]),
        ("chat", "de", ["Der Betrag von ", K(v), " wurde doppelt abgebucht."]),
    )


# =================================================================== CLEAN
def clean(r):
    v4 = V.version4(r)
    q = V.k8s_qty(r)
    opts = [
        "Standup notes: ingest backlog cleared, search reindex at 60%, nobody blocked.",
        "%s INFO %s started in 2.%ds, listening on :8080" % (ts(r), r.choice(SVC), r.randint(1, 9)),
        "Can we move the retro to Thursday? The demo slot on Wednesday overlaps with the vendor call.",
        "Reminder: code freeze begins Friday 18:00 UTC. Hotfixes need two approvals.",
        "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: %s\nspec:\n  replicas: 3\n  template:\n    spec:\n      containers:\n        - name: app\n          resources:\n            limits:\n              memory: %s" % (r.choice(SVC), q),
        "$ kubectl get pods -n payments\nNAME                      READY   STATUS    RESTARTS   AGE\nledger-6c9b7f-x2k4p       1/1     Running   0          3d\nledger-6c9b7f-q8r1z       1/1     Running   1          3d",
        "Die Migration lief ohne Fehler durch, die Replikation ist wieder synchron.",
        "O deploy de ontem correu bem; vamos monitorizar a latência durante o fim de semana.",
        "El informe mensual ya está en la carpeta compartida, revisadlo antes del lunes.",
        "Le correctif est en production depuis ce matin, aucun incident signalé.",
        "Traceback (most recent call last):\n  File \"app/jobs.py\", line 212, in run\n    rows = fetch(batch)\n  File \"app/db.py\", line 48, in fetch\n    raise TimeoutError(\"query exceeded 30s\")\nTimeoutError: query exceeded 30s",
        "[%s] build #%d passed in 7m12s (unit 1,204 ok, integration 88 ok)" % (hm(r), r.randint(1000, 9999)),
        "Updated the runbook: restart the consumer first, then the producer, never the other way around.",
        "Q3 goals: cut p99 latency below 300 ms, retire the legacy cron host, document the on-call rotation.",
        "[server]\nport = 8443\nworkers = 4\nlog_level = \"warn\"\n\n[cache]\nttl_seconds = 600",
        "SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day';\n count\n-------\n 18342\n(1 row)",
        "Thanks all, closing the incident. Postmortem draft by Tuesday.",
        "pip install -U requests==2.32.3 urllib3==2.2.2",
        "Agent version %s installed successfully on 14 hosts." % v4,
        "CPU throttling dropped after raising the limit; memory steady around %s." % q,
        "git log --oneline -3\n%s fix flaky retry test\n%s bump base image\n%s docs: clarify backup window" % (V.commit(r, 7), V.commit(r, 7), V.commit(r, 7)),
        "Il backup notturno è terminato alle 03:12, dimensione 48 GB.",
        "Wij zetten de oude API op 1 januari uit; migreer vóór die datum.",
        "Spotkanie przeniesione na 15:30, sala konferencyjna B.",
        "The checkout returned 502 Bad Gateway twice during the load test, both within the first minute.",
        "ok, merging once CI is green",
        "Please rotate your credentials every 90 days as per policy; the portal will remind you.",
        "Disk usage on /var is at %d%%, alert threshold is 85%%." % r.randint(60, 84),
        "%s WARN %s retrying in %ds (attempt %d/5): connection refused" % (ts(r), r.choice(SVC), r.randint(1, 30), r.randint(1, 4)),
        "The %s dashboard shows p95 at %d ms, p99 at %d ms over the last hour." % (r.choice(SVC), r.randint(80, 200), r.randint(210, 900)),
        "Rolled back %s to the previous release; error rate back to %.1f%%." % (r.choice(SVC), r.random()),
        "Next maintenance window: Sunday 02:00-04:00 UTC. Expect brief read-only mode.",
        "Reminder that the office is closed on the 24th; the support line forwards to the on-call pager.",
        "$ df -h /data\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme1n1    %dG  %dG  %dG  %d%% /data" % (500, 310, 190, 62),
        "CHANGELOG\n- fix: retry on 503 from upstream\n- feat: export to parquet\n- chore: bump base image to debian 12.%d" % r.randint(4, 9),
        "Wir brauchen bis Freitag eine Entscheidung, ob wir Variante A oder B ausrollen.",
        "A fila de mensagens estabilizou em %d itens depois do ajuste do consumidor." % r.randint(10, 900),
        "Las métricas de la semana: %d despliegues, 0 incidentes graves." % r.randint(3, 30),
        "terraform plan: %d to add, %d to change, 0 to destroy." % (r.randint(0, 9), r.randint(0, 9)),
        "%s ERROR %s: upstream timed out (110: Connection timed out) while reading response header" % (ts(r), r.choice(SVC)),
        "Benchmark: %d req/s at 64 connections, median %.1f ms." % (r.randint(2000, 40000), r.uniform(1, 20)),
        "[alerts]\nwebhook_enabled = false\nthreshold_pct = %d\ncooldown = \"15m\"" % r.randint(70, 95),
        "lgtm, just rename the flag to --dry-run for consistency with the other commands",
        "Pipeline #%d: lint ok, test ok, build ok, deploy skipped (not on main)" % r.randint(10000, 99999),
        "The report job now runs at 05:30 instead of 04:00 to avoid the backup overlap.",
    ]
    return r.choice(opts)


# =================================================================== wrappers
def wrap(r, source, segs):
    k = r.random()
    if k < 0.14:
        return ["[#%s] forwarded from support queue\n" % r.choice(["ops", "helpdesk", "infra", "billing"])] + segs
    if k < 0.24:
        return segs + ["\n\n-- \nticket #%d · priority P%d" % (r.randint(10000, 99999), r.randint(1, 4))]
    if k < 0.34:
        return ["%s %s[%d]: ---- begin paste ----\n" % (ts(r), r.choice(SVC), r.randint(100, 9999))] + segs + ["\n---- end paste ----"]
    if k < 0.42:
        return ["Subject: follow-up\n\n"] + segs + ["\n\nSent from mobile"]
    return segs


def render(segs, default_cls):
    text, spans = "", []
    for s in segs:
        if isinstance(s, Span):
            st = len(text)
            text += s.value
            sp = {"start": st, "end": len(text), "kind": s.kind, "class": s.cls or default_cls, "value": s.value}
            sp.update(s.extra)
            spans.append(sp)
        else:
            text += s
    return text, spans


def check_probe(text, spans):
    """no leak probe of a span appears outside the spans."""
    covered = [False] * len(text)
    for sp in spans:
        for i in range(sp["start"], sp["end"]):
            covered[i] = True
    outside = "".join(c if not covered[i] else "\x00" for i, c in enumerate(text))
    errs = []
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            if len(v) >= 6 and any(v[i:i + 6] in outside for i in range(len(v) - 5)):
                errs.append("secret 6gram outside: %r" % v)
        elif sp["kind"] == "pii" and sp["class"].startswith("name"):
            for tok in re.findall(r"\w+", v):
                if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", outside):
                    errs.append("name token outside: %r" % tok)
        elif sp["kind"] == "pii" and v in outside:
            errs.append("pii outside: %r" % v)
    # keep spans must not overlap secret/pii spans
    for a in spans:
        for b in spans:
            if a is not b and a["kind"] == "keep" and b["kind"] != "keep" and a["start"] < b["end"] and b["start"] < a["end"]:
                errs.append("keep overlaps")
    return errs


def main(out):
    r = random.Random(SEED)
    rows = []
    for kind, cls, fn, n in CLASSES:
        for i in range(n):
            for attempt in range(20):
                src, lang, segs = fn(r)
                if r.random() < 0.45:
                    segs = wrap(r, src, segs)
                text, spans = render(segs, cls)
                if not check_probe(text, spans):
                    break
            else:
                raise SystemExit("could not build %s: %s" % (cls, check_probe(text, spans)))
            rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": False, "gen_class": cls})
    n_clean = int(len(rows) * 0.176)
    for i in range(n_clean):
        segs = [clean(r)]
        src = "clean"
        if r.random() < 0.3:
            segs = wrap(r, src, segs)
        text, _ = render(segs, None)
        rows.append({"source": "clean", "lang": "xx", "text": text, "spans": [], "clean": True, "gen_class": "clean"})
    r.shuffle(rows)
    with open(out, "w", encoding="utf-8") as f:
        for i, row in enumerate(rows):
            rec = {"id": "k%04d" % i}
            rec.update(row)
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    return rows


if __name__ == "__main__":
    rows = main(sys.argv[1] if len(sys.argv) > 1 else "corpus_k.jsonl")
    from collections import Counter
    kinds = Counter(sp["kind"] for r_ in rows for sp in r_["spans"])
    cls = {(sp["kind"], sp["class"]) for r_ in rows for sp in r_["spans"]}
    ml = sum(1 for r_ in rows if "\n" in r_["text"])
    print("snippets %d clean %d spans %s classes %d (%s) multiline %d" % (
        len(rows), sum(r_["clean"] for r_ in rows), dict(kinds), len(cls), Counter(k for k, _ in cls), ml), file=sys.stderr)
