#!/usr/bin/env python3
"""Corpus I generator (session 10, written blind to memory_core). Stdlib only, fixed seed.

usage: python3 gen_i.py corpus_i.jsonl
"""
import json
import random
import re
import sys

import gen_i_values as V
from gen_i_values import rs, AN, UP, LO, DG, HEX, B64, B64U, B58

SEED = 100312
CLASSES = []  # (kind, cls, n, fn)
CLEAN = []    # (weight, fn)


def reg(kind, cls, n=16):
    def deco(fn):
        CLASSES.append((kind, cls, n, fn))
        return fn
    return deco


def clean(w=1):
    def deco(fn):
        CLEAN.append((w, fn))
        return fn
    return deco


_CUR = {"cls": None}


def _m(kind, v, cls=None, **extra):
    meta = {"k": kind, "c": cls or _CUR["cls"]}
    meta.update(extra)
    return "\x01" + json.dumps(meta, ensure_ascii=False) + "\x02" + v + "\x03"


def S(v, cls=None):
    return _m("secret", v, cls)


def P(v, cls=None, **extra):
    return _m("pii", v, cls, **extra)


def K(v, cls):
    return _m("keep", v, cls)


def N(v):
    """a person name inside another class's snippet"""
    return _m("pii", v, "name_in_context")


def PH(v, region, cls=None):
    return _m("pii", v, cls, region=region)


def render(marked):
    out, spans, i = [], [], 0
    pos = 0
    for m in re.finditer("\x01(.*?)\x02(.*?)\x03", marked, re.S):
        out.append(marked[i:m.start()])
        pos += len(marked[i:m.start()])
        meta = json.loads(m.group(1))
        v = m.group(2)
        sp = {"start": pos, "end": pos + len(v), "kind": meta.pop("k"), "class": meta.pop("c"), "value": v}
        sp.update({("region" if k == "region" else k): val for k, val in meta.items()})
        spans.append(sp)
        out.append(v)
        pos += len(v)
        i = m.end()
    out.append(marked[i:])
    return "".join(out), spans


def probe_ok(text, spans):
    for sp in spans:
        if text[sp["start"]:sp["end"]] != sp["value"]:
            return False
    blank = list(text)
    for sp in spans:
        if sp["kind"] in ("secret", "pii"):
            for j in range(sp["start"], sp["end"]):
                blank[j] = "\x00"
    rest = "".join(blank)
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            grams = [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
            if any(g in rest for g in grams):
                return False
        elif sp["kind"] == "pii":
            if v in rest:
                return False
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", rest):
                        return False
    # overlapping spans
    ss = sorted(spans, key=lambda s: s["start"])
    for a, b in zip(ss, ss[1:]):
        if b["start"] < a["end"]:
            return False
    return True


# ============================================================== shared bits
def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))


def hm(r):
    return "%02d:%02d" % (r.randint(7, 22), r.randint(0, 59))


def host(r):
    return r.choice(["db-primary-2", "bastion-eu1", "ci-runner-07", "edge-proxy-3", "k8s-node-14", "etl-worker-5", "build-agent-11", "jump-host"])


def uname(r):
    return r.choice(["svc_ingest", "deploy", "ops", "admin", "kiosk01", "reporting_ro", "backup", "etl_user", "app", "root", "grafana_ro", "jenkins"])


def fullname(r, cult=None):
    f, l, c = V.name(r, cult)
    return f + " " + l


# ============================================================== SECRETS: passwords by context
@reg("secret", "pw_verb_i")
def pw_verb(r):
    p = V.password(r)
    t = r.choice([
        "ok I reset it to {p} — tell me if the portal still complains",
        "Switched the kiosk account over to {p}, the old one is dead.",
        "went ahead and made it {p} for now, we can rotate after the audit",
        "The reset screen handed me {p}; it expires after first use.",
        "try {p} instead, I think the first one had a typo",
        "Just typed {p} at the prompt and it let me in.",
        "fall back to {p} if SSO is down again",
        "it's {p} (case-sensitive, no spaces)",
        "I generated {p} for you, please change it at first sign-in.",
        "For the shared mailbox: swap in {p} and hit save.",
        "Enter {p} when the installer asks, then reboot.",
        "should be {p} until Friday, after that IT rotates it",
    ])
    src = r.choice(["chat", "ticket", "email", "slack"])
    return src, "en", t.format(p=S(p))


@reg("secret", "pw_backref_i")
def pw_backref(r):
    p = V.password(r)
    t = r.choice([
        ("use the same one as the staging box: {p}", None),
        ("same as last quarter, {p}", None),
        ("it's still the one from the onboarding doc ({p})", None),
        ("reuse what I sent yesterday: {p}", None),
        ("like last time → {p}", None),
        ("mesma de antes: {p}", "pt"),
        ("die gleiche wie beim letzten Mal: {p}", "de"),
        ("la misma que la otra vez, {p}", "es"),
        ("the one that starts with the same prefix, {p}, but for prod", None),
        ("root on the NAS is {p}.\n…\n14:02 did {p2} work for you?\n14:05 yes, after I remembered caps lock", None),
        ("Changed the router admin to {p} this morning.\nLater: if {p2} stops working, ping me before you factory-reset it", None),
        ("[ops] new jenkins admin: {p}\n[ops] reminder that {p2} is only for the break-glass account", None),
    ])
    txt, lang = t
    if "{p2}" in txt:
        return "chat", "en", txt.format(p=S(p), p2=S(p))
    return r.choice(["chat", "slack", "ticket"]), lang or "en", txt.format(p=S(p))


@reg("secret", "pw_login_pair_i")
def pw_login_pair(r):
    p, u = V.password(r), uname(r)
    t = r.choice([
        ("the VPN login is {u} / {p}", "en"),
        ("creds for the camera NVR: {u} | {p}", "en"),
        ("Wi-Fi portal → user {u}, pass {p}", "en"),
        ("log into the test tenant as {u} + {p}", "en"),
        ("ssh {u}@{h}  (pw {p})", "en"),
        ("usuario: {u}  clave: {p}", "es"),
        ("identifiant {u}, mdp {p}", "fr"),
        ("Zugang fürs Intranet: {u} — {p}", "de"),
        ("login {u} e senha {p}", "pt"),
        ("gebruiker {u} met {p} als wachtwoord", "nl"),
        ("| system | user | pass |\n|---|---|---|\n| NVR | {u} | {p} |", "en"),
        ("({u}, {p}) for the jump host, don't share", "en"),
    ])
    return r.choice(["chat", "ticket", "email"]), t[1], t[0].format(u=u, p=S(p), h=host(r))


@reg("secret", "pw_varname_i")
def pw_varname(r):
    p = V.password(r)
    var = r.choice(["ADMIN_PASSWORD", "SMTP_PASS", "REDIS_AUTH", "DB_PASSWD", "MYSQL_ROOT_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD",
                    "LDAP_BIND_PW", "RABBITMQ_DEFAULT_PASS", "GF_SECURITY_ADMIN_PASSWORD", "PGPASS", "SFTP_PW", "MINIO_ROOT_PASSWORD"])
    t = r.choice([
        "rotated {v}, new value is {p}",
        "{v} on prod is {p} now, staging unchanged",
        "bumped {v} to {p} and restarted the pods",
        "FYI {v} → {p} (old one revoked)",
        "@here {v} changed: {p}",
        "can someone double-check that {v} really is {p}? login fails",
        "habe {v} auf {p} gesetzt",
        "{v} atualizado para {p}",
    ])
    lang = "de" if "habe" in t else ("pt" if "atualizado" in t else "en")
    return r.choice(["slack", "chat", "teams"]), lang, t.format(v=var, p=S(p))


PW_CUES_MAJOR = [
    ("de", "Das neue Kennwort lautet {p}, bitte beim ersten Login ändern."),
    ("de", "Dein Passwort für das Kundenportal wurde zurückgesetzt auf {p}"),
    ("fr", "Le mot de passe temporaire est : {p}"),
    ("fr", "je t'ai mis {p} comme mot de passe pour le NAS"),
    ("es", "La contraseña provisional es {p} (cámbiala al entrar)"),
    ("es", "te cambié la contraseña a {p}"),
    ("pt", "A senha nova é {p}, vale por 24 h."),
    ("pt", "coloquei a senha {p} no roteador"),
    ("it", "La password del gestionale adesso è {p}"),
    ("nl", "Het tijdelijke wachtwoord is {p}"),
    ("pl", "Nowe hasło do panelu: {p}"),
    ("ja", "仮パスワードは {p} です。初回ログイン後に変更してください。"),
    ("zh", "新的密码是 {p}，请登录后修改"),
    ("ru", "Временный пароль: {p} — смените после входа"),
    ("ko", "임시 비밀번호는 {p} 입니다"),
    ("tr", "Geçici şifreniz {p} olarak ayarlandı"),
]
PW_CUES_MINOR = [
    ("hr", "Nova lozinka za VPN je {p}"), ("sl", "Začasno geslo: {p}"), ("et", "Sinu ajutine parool on {p}"),
    ("lt", "Laikinas slaptažodis: {p}"), ("lv", "Jaunā parole ir {p}"), ("ca", "La contrasenya nova és {p}"),
    ("eu", "Pasahitz berria: {p}"), ("gl", "O novo contrasinal é {p}"), ("is", "Nýja lykilorðið er {p}"),
    ("sk", "Dočasné heslo je {p}"), ("bg", "Временната парола е {p}"), ("sr", "Привремена лозинка: {p}"),
    ("ms", "Kata laluan sementara anda ialah {p}"), ("sw", "Nenosiri lako jipya ni {p}"), ("fa", "رمز عبور موقت شما: {p}"),
    ("hi", "आपका नया पासवर्ड {p} है"), ("bn", "আপনার নতুন পাসওয়ার্ড: {p}"), ("tl", "Ang bagong password mo ay {p}"),
    ("uk", "Новий пароль до пошти: {p}"), ("he", "הסיסמה הזמנית שלך היא {p}"), ("th", "รหัสผ่านชั่วคราวของคุณคือ {p}"),
]


@reg("secret", "pw_cue_major_i")
def pw_cue_major(r):
    lang, t = r.choice(PW_CUES_MAJOR)
    return r.choice(["email", "chat", "sms"]), lang, t.format(p=S(V.password(r)))


@reg("secret", "pw_cue_minor_i")
def pw_cue_minor(r):
    lang, t = r.choice(PW_CUES_MINOR)
    return r.choice(["email", "chat", "sms"]), lang, t.format(p=S(V.password(r)))


# ============================================================== SECRETS: structures in text
@reg("secret", "pydict_header_i")
def pydict_header(r):
    tok = r.choice(["Bearer " + rs(r, AN, 40), "Basic " + rs(r, B64, 28) + "==", "Token " + rs(r, HEX, 40)])
    scheme, val = tok.split(" ", 1)
    t = r.choice([
        "DEBUG:urllib3.connectionpool:Resetting dropped connection; headers={{'User-Agent': 'python-requests/2.32.3', 'Authorization': '{s} {v}', 'Accept': '*/*'}}",
        "{ts} WARNING retrying POST /v2/sync with {{'Content-Type': 'application/json', 'Authorization': '{s} {v}'}} (attempt 3)",
        "aiohttp request: method=GET url=https://api.internal.example/v1/items headers=<CIMultiDict('Authorization': '{s} {v}')>",
        ">>> session.headers\n{{'Accept-Encoding': 'gzip, deflate', 'authorization': '{s} {v}'}}",
        "celery.worker: task payload kwargs={{'url': '/export', 'headers': {{'Authorization': '{s} {v}'}}}}",
    ])
    return "log", "en", t.format(s=scheme, v=S(val), ts=ts(r))


@reg("secret", "code_literal_i")
def code_literal(r):
    k = rs(r, AN, 32)
    t = r.choice([
        ('conn = Faraday.new(url: base, headers: {{"X-Api-Key" => "{k}"}})', "ruby"),
        ("$client = new Client(['base_uri' => $url, 'api_key' => '{k}']);", "php"),
        ("const cfg = {{ apiKey: '{k}', region: 'eu-west-1' }};", "js"),
        ('cfg := Config{{Endpoint: "https://ingest.example", Password: "{k}"}}', "go"),
        ('var client = new ApiClient(new ApiClientOptions {{ Secret = "{k}" }});', "csharp"),
        ('val props = mapOf("sasl.password" to "{k}")', "kotlin"),
        ('let client = Client::builder().token("{k}").build()?;', "rust"),
        ("ds = DataSource(host='warehouse', user='loader', password='{k}')", "python"),
        ('local cfg = {{ host = "cache", auth = "{k}" }}', "lua"),
    ])
    return "code_" + t[1], "en", "Here is the snippet that fails:\n```\n" + t[0].format(k=S(k)) + "\n```"


@reg("secret", "json_embedded_i")
def json_embedded(r):
    v = r.choice([V.password(r, 0), rs(r, AN, 36), rs(r, HEX, 40)])
    t = r.choice([
        'tool_call: connect_db {{"host": "10.4.0.12", "user": "reporting", "password": "{v}", "sslmode": "require"}}',
        'Postman env export: {{"values": [{{"key": "baseUrl", "value": "https://api.acme.test"}}, {{"key": "clientSecret", "value": "{v}", "type": "secret"}}]}}',
        'terraform.tfstate: "attributes": {{"username": "admin", "password": "{v}", "engine": "postgres"}}',
        'airflow connections get warehouse -o json → [{{"conn_id": "warehouse", "login": "etl", "password": "{v}"}}]',
        '{{"level":"error","msg":"auth failed","request":{{"grant_type":"client_credentials","client_id":"app-42","client_secret":"{v}"}}}}',
        'the function returns {{"ok": true, "smtp": {{"user": "noreply", "pass": "{v}"}}}} — why is that in the response?',
    ])
    return "json", "en", t.format(v=S(v))


@reg("secret", "yaml_embedded_i")
def yaml_embedded(r):
    v = r.choice([V.password(r, 0), rs(r, AN, 28)])
    t = r.choice([
        "# ~/.dbt/profiles.yml\nanalytics:\n  outputs:\n    prod:\n      type: snowflake\n      user: DBT_PROD\n      password: {v}\n      role: TRANSFORMER",
        "spring:\n  datasource:\n    url: jdbc:postgresql://pg:5432/orders\n    username: orders\n    password: '{v}'",
        "network:\n  wifis:\n    wlp2s0:\n      access-points:\n        \"Office-5G\":\n          password: \"{v}\"",
        "# secrets.yaml (Home Assistant)\nmqtt_password: {v}\nlatitude_home: redacted",
        "- name: Deploy\n  uses: appleboy/ssh-action@v1\n  with:\n    host: deploy.internal\n    password: {v}",
        "provider:\n  name: aws\n  environment:\n    STAGE: prod\n    DB_PASS: {v}",
    ])
    return "yaml", "en", "pasting my config, maybe someone sees the problem:\n" + t.format(v=S(v))


@reg("secret", "toml_ini_env_i")
def toml_ini_env(r):
    v = r.choice([V.password(r, 0), rs(r, AN, 32), rs(r, B64, 40)])
    t = r.choice([
        ("# ~/.cargo/credentials.toml\n[registries.internal]\ntoken = \"{v}\"", "toml"),
        ("[client]\nuser=backup\npassword={v}\nhost=127.0.0.1", "ini"),
        ("# ~/.s3cfg\n[default]\naccess_key = AKIA{ak}\nsecret_key = {v}", "ini"),
        ("[program:worker]\ncommand=/srv/app/bin/worker\nenvironment=QUEUE_PASSWORD=\"{v}\",LOG_LEVEL=\"info\"", "ini"),
        ("[Service]\nEnvironment=API_TOKEN={v}\nExecStart=/usr/local/bin/exporter", "systemd"),
        ("signing.keyId=24875D73\nsigning.password={v}\nsigning.secretKeyRingFile=/home/ci/.gnupg/secring.gpg", "properties"),
        ("sasl.mechanism=PLAIN\nsasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username=\"ingest\" password=\"{v}\";", "properties"),
        ("[http-basic.private]\nusername = \"ci\"\npassword = \"{v}\"", "toml"),
    ])
    ak = rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)
    return t[1], "en", t[0].format(v=S(v), ak=S(ak) if "{ak}" in t[0] else "")


@reg("secret", "http_header_i")
def http_header(r):
    v = rs(r, AN + "-_", 40)
    t = r.choice([
        "* Connected to api.vendor.test port 443\n> GET /v3/reports HTTP/2\n> Host: api.vendor.test\n> X-Auth-Token: {v}\n> Accept: */*\n< HTTP/2 200",
        "CONNECT proxy.corp:3128 HTTP/1.1\nProxy-Authorization: Basic {v}\nUser-Agent: curl/8.5.0",
        "http GET :8000/api/orders/ 'Authorization: Token {v}'",
        "wget --header=\"X-Vault-Token: {v}\" https://vault.internal:8200/v1/secret/data/app",
        "GET /admin/api/2024-01/orders.json HTTP/1.1\r\nX-Shopify-Access-Token: {v}\r\nHost: shop.example",
        "mitmproxy flow 14: POST /graphql\n  api-key: {v}\n  content-type: application/json",
    ])
    return "http", "en", t.format(v=S(v))


@reg("secret", "cookie_i")
def cookie(r):
    name, v = r.choice([("laravel_session", rs(r, B64U, 40) + "%3D"), ("sessionid", rs(r, LO + DG, 32)),
                        ("connect.sid", "s%3A" + rs(r, B64U, 32) + "." + rs(r, B64U, 43)), ("PHPSESSID", rs(r, LO + DG, 26)),
                        ("__Secure-next-auth.session-token", rs(r, B64U, 60)), ("remember_user_token", rs(r, B64U, 48)),
                        ("_gitlab_session", rs(r, HEX, 32))])
    t = r.choice([
        "Set-Cookie: {n}={v}; Path=/; HttpOnly; Secure; SameSite=Lax",
        "curl 'https://app.example/dashboard' -H 'Cookie: theme=dark; {n}={v}; lang=en'",
        "copied from devtools → Application → Cookies: {n} = {v}",
        "document.cookie = \"{n}={v}; path=/\"",
        "the bug repro: log in, grab {n}={v} and replay it from another IP — still works after logout",
    ])
    return "http", "en", t.format(n=name, v=S(v))


@reg("secret", "query_string_i")
def query_string(r):
    v = rs(r, AN, 40)
    t = r.choice([
        '10.0.3.7 - - [12/Mar/2026:10:22:41 +0000] "GET /feed.xml?access_token={v}&page=2 HTTP/1.1" 200 5321',
        "https://acct.blob.core.windows.net/backups/db.bak?sv=2022-11-02&ss=b&srt=o&sp=r&se=2026-05-01T00:00:00Z&sig={v}%3D",
        "wss://realtime.example/socket?vsn=2.0.0&token={v}",
        "Referer: https://partner.example/callback?state=xyz&client_secret={v}",
        "GET /api/v1/export?format=csv&api_key={v} → 403",
        "https://example-db.firebaseio.com/users.json?auth={v}",
    ])
    return "log", "en", t.format(v=S(v))


@reg("secret", "sql_result_i")
def sql_result(r):
    rows = [(uname(r), V.password(r, r.choice([0, 3, 5]))) for _ in range(2)]
    t = r.choice(["psql", "mysql_g", "sqlite_line", "mssql"])
    if t == "psql":
        body = " id | login | api_secret\n----+-------------+------------------\n"
        body += "\n".join("  %d | %s | %s" % (i + 1, u, S(p)) for i, (u, p) in enumerate(rows)) + "\n(2 rows)"
    elif t == "mysql_g":
        body = "mysql> SELECT * FROM integrations\\G\n*************************** 1. row ***************************\n    name: billing\n   login: %s\npassword: %s" % (rows[0][0], S(rows[0][1]))
    elif t == "sqlite_line":
        body = "sqlite> .mode line\nsqlite> select * from settings where key like 'smtp%%';\n  key = smtp_password\nvalue = %s" % S(rows[0][1])
    else:
        body = "user_name     plain_pw\n------------- ----------------\n" + "\n".join("%-13s %s" % (u, S(p)) for u, p in rows) + "\n\n(2 rows affected)"
    return "sql", "en", "legacy table still stores them in clear:\n" + body


@reg("secret", "sql_statement_i")
def sql_statement(r):
    p = V.password(r, r.choice([0, 1, 3]))
    t = r.choice([
        "CREATE ROLE reporting WITH LOGIN PASSWORD '{p}' VALID UNTIL '2027-01-01';",
        "ALTER LOGIN sa WITH PASSWORD = '{p}' UNLOCK;",
        "SET PASSWORD FOR 'app'@'%' = '{p}';",
        "db.createUser({{ user: \"orders\", pwd: \"{p}\", roles: [\"readWrite\"] }})",
        "SQL> CONNECT scott/{p}@//ora-prod:1521/ORCLPDB1\nConnected.",
        "INSERT INTO service_accounts (name, secret, created_at) VALUES ('exporter', '{p}', now());",
        "GRANT ALL ON *.* TO 'ops'@'localhost' IDENTIFIED BY '{p}';",
    ])
    return "sql", "en", t.format(p=S(p))


@reg("secret", "csv_export_i")
def csv_export(r):
    p = V.password(r)
    u = r.choice(["ops-team", "billing", "shared-admin", "frontdesk"])
    t = r.choice([
        "name,url,username,password,note\nrouter,http://192.168.1.1/,{u},{p},\n",
        "folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp\nInfra,,login,Grafana,,,0,https://grafana.internal,{u},{p},\n",
        "\"Account\",\"Login Name\",\"Password\",\"Web Site\",\"Comments\"\n\"Printer admin\",\"{u}\",\"{p}\",\"http://10.1.1.20\",\"\"\n",
        "system;user;kennwort\nDATEV;{u};{p}\n",
        "service\tlogin\tpassword\nmailcow\t{u}\t{p}\n",
    ])
    return "csv", "en", "exported from the old password manager, importing tomorrow:\n" + t.format(u=u, p=S(p))


@reg("secret", "netrc_rc_i")
def netrc_rc(r):
    p = V.password(r, r.choice([0, 4]))
    t = r.choice([
        "# ~/.authinfo\nmachine smtp.gmail.com login alerts port 587 password {p}",
        "poll imap.example.org protocol IMAP user 'inbox' there with password '{p}' is 'localuser' here",
        "# ~/.muttrc\nset imap_user = \"support\"\nset imap_pass = \"{p}\"",
        "# ~/.msmtprc\naccount default\nhost smtp.mailbox.org\nuser relay\npassword {p}",
        "C:\\Users\\build\\_netrc:\nmachine artifacts.corp login ci password {p}",
        "db.internal:5432:*:replicator:{p}",
        "# ~/.config/rclone/rclone.conf\n[nas]\ntype = webdav\nurl = https://nas.local/dav\nuser = media\npass = {p}",
    ])
    return "config", "en", t.format(p=S(p))


@reg("secret", "cli_flag_i")
def cli_flag(r):
    p = V.password(r, r.choice([0, 3, 4, 5])).replace("'", "").replace("!", "#")
    t = r.choice([
        "sqlcmd -S tcp:sql01,1433 -U sa -P '{p}' -Q \"SELECT @@VERSION\"",
        "mongosh \"mongodb://rs0.internal:27017\" -u admin -p '{p}' --authenticationDatabase admin",
        "ldapsearch -x -H ldaps://dc1.corp -D \"cn=svc-ldap,ou=svc,dc=corp\" -w '{p}' -b \"dc=corp\"",
        "smbclient //fs01/share -U 'scanner%{p}'",
        "xfreerdp /v:10.20.0.5 /u:Administrator /p:'{p}' /cert:ignore",
        "openssl pkcs12 -export -in cert.pem -inkey key.pem -out bundle.p12 -passout pass:'{p}'",
        "keytool -importkeystore -srckeystore old.jks -srcstorepass '{p}' -destkeystore new.p12",
        "htpasswd -b /etc/nginx/.htpasswd monitor '{p}'",
        "7z a -p'{p}' -mhe=on backup.7z /srv/exports",
        "lftp -u uploader,'{p}' sftp://files.partner.example",
        "cqlsh cass-1 -u cassandra -p '{p}'",
        "rabbitmqctl add_user metrics '{p}'",
    ])
    return "shell", "en", "$ " + t.format(p=S(p))


@reg("secret", "url_userinfo_i")
def url_userinfo(r):
    p = rs(r, AN, r.randint(14, 26))
    t = r.choice([
        "BROKER_URL=amqps://worker:{p}@mq.internal:5671/prod",
        "git clone https://oauth2:{p}@gitlab.corp/platform/infra.git",
        "see the [Grafana board](https://admin:{p}@grafana.internal/d/abc123/latency) for the spike",
        "ftp://upload:{p}@ftp.partner.example/incoming/",
        "CLICKHOUSE_DSN=clickhouse://default:{p}@ch-1:9000/events",
        "snowflake://LOADER:{p}@xy12345.eu-central-1/RAW/PUBLIC?warehouse=LOAD_WH",
        "nats://ingest:{p}@nats-0.nats:4222",
        "pip install --index-url https://ci:{p}@pypi.corp/simple/ internal-sdk",
        "rediss://:{p}@cache.example.cloud:6380/0",
    ])
    return "config", "en", t.format(p=S(p))


# ============================================================== SECRETS: vendor formats
def vendor_snippet(r, label, env, tok, extra_lang=None):
    t = r.choice([
        "{env}={tok}",
        "export {env}=\"{tok}\"",
        "here's the {label} key for the staging project: {tok}",
        "  env:\n    - name: {env}\n      value: \"{tok}\"",
        "config.json: {{\"{envl}\": \"{tok}\"}}",
        "Run: {label} token rotated, new one {tok} (old revoked)",
        "ich hab den {label}-Key hier: {tok}",
        "o token do {label} é {tok}",
    ])
    lang = "de" if t.startswith("ich") else ("pt" if t.startswith("o token") else "en")
    return r.choice(["env", "chat", "ci_log", "yaml"]), lang, t.format(env=env, envl=env.lower(), label=label, tok=S(tok))


@reg("secret", "vendor_cloud_i")
def vendor_cloud(r):
    label, env, tok = r.choice([
        ("Alibaba Cloud", "ALIBABA_CLOUD_ACCESS_KEY_SECRET", None),
        ("Yandex Cloud", "YC_TOKEN", "t1." + rs(r, AN, 20) + "." + rs(r, B64U, 86)),
        ("Yandex", "YC_API_KEY", "AQVN" + rs(r, AN + "_-", 36)),
        ("Tencent", "TENCENTCLOUD_SECRET_ID", "AKID" + rs(r, AN, 32)),
        ("Cloudflare origin CA", "CF_ORIGIN_CA_KEY", "v1.0-" + rs(r, HEX, 24) + "-" + rs(r, HEX, 146)),
        ("DigitalOcean OAuth", "DO_OAUTH_TOKEN", "doo_v1_" + rs(r, HEX, 64)),
        ("DigitalOcean refresh", "DO_REFRESH_TOKEN", "dor_v1_" + rs(r, HEX, 64)),
        ("Linode", "LINODE_TOKEN", rs(r, HEX, 64)),
        ("Hetzner", "HCLOUD_TOKEN", rs(r, AN, 64)),
    ])
    if tok is None:
        tok = rs(r, AN, 30)
        txt = "aliyun configure set --access-key-id %s --access-key-secret %s" % (S("LTAI" + rs(r, AN, 20)), S(tok))
        return "shell", "en", "$ " + txt
    return vendor_snippet(r, label, env, tok)


@reg("secret", "vendor_devtools_i")
def vendor_devtools(r):
    label, env, tok = r.choice([
        ("Prefect", "PREFECT_API_KEY", "pnu_" + rs(r, AN, 36)),
        ("ReadMe", "README_API_KEY", "rdme_" + rs(r, LO + DG, 70)),
        ("RubyGems", "GEM_HOST_API_KEY", "rubygems_" + rs(r, HEX, 48)),
        ("Clojars", "CLOJARS_TOKEN", "CLOJARS_" + rs(r, LO + DG, 60)),
        ("Octopus", "OCTOPUS_API_KEY", "API-" + rs(r, UP + DG, 26)),
        ("Infracost", "INFRACOST_API_KEY", "ico-" + rs(r, AN, 32)),
        ("Scalingo", "SCALINGO_API_TOKEN", "tk-us-" + rs(r, AN + "_-", 48)),
        ("Harness", "HARNESS_PLATFORM_API_KEY", "pat." + rs(r, AN + "_-", 22) + "." + rs(r, HEX, 24) + "." + rs(r, AN, 20)),
        ("Frame.io", "FRAMEIO_TOKEN", "fio-u-" + rs(r, AN + "_-", 64)),
        ("Defined Networking", "DN_API_KEY", "dnkey-" + rs(r, UP + DG, 26) + "-" + rs(r, UP + DG, 52)),
        ("GitLab CI build", "CI_JOB_TOKEN", "glcbt-" + rs(r, HEX, 2) + "_" + rs(r, AN + "_-", 20)),
        ("GitLab feed", "GITLAB_FEED_TOKEN", "glft-" + rs(r, AN + "_-", 20)),
        ("Sentry user", "SENTRY_AUTH_TOKEN", "sntryu_" + rs(r, HEX, 64)),
        ("JFrog", "JFROG_ACCESS_TOKEN", "cmVmdGtuOjAxOjE3" + rs(r, AN, 48)),
    ])
    return vendor_snippet(r, label, env, tok)


@reg("secret", "vendor_payments_i")
def vendor_payments(r):
    label, env, tok = r.choice([
        ("Shippo", "SHIPPO_API_KEY", "shippo_live_" + rs(r, HEX, 40)),
        ("EasyPost", "EASYPOST_API_KEY", "EZAK" + rs(r, LO + DG, 54)),
        ("Duffel", "DUFFEL_ACCESS_TOKEN", "duffel_live_" + rs(r, AN + "_-", 43)),
        ("Flutterwave", "FLW_SECRET_KEY", "FLWSECK-" + rs(r, HEX, 32) + "-X"),
        ("GoCardless", "GOCARDLESS_ACCESS_TOKEN", "live_" + rs(r, AN + "_-", 40)),
        ("Square OAuth", "SQUARE_APP_SECRET", "sq0csp-" + rs(r, AN + "_-", 43)),
        ("Plaid", "PLAID_ACCESS_TOKEN", "access-production-%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))),
        ("Razorpay", "RAZORPAY_KEY_SECRET", rs(r, AN, 24)),
        ("Paystack", "PAYSTACK_SECRET_KEY", "sk_live_" + rs(r, HEX, 40)),
        ("Braintree", "BRAINTREE_ACCESS_TOKEN", "access_token$production$" + rs(r, LO + DG, 16) + "$" + rs(r, HEX, 32)),
        ("Mollie", "MOLLIE_API_KEY", "live_" + rs(r, AN, 30)),
    ])
    return vendor_snippet(r, label, env, tok)


@reg("secret", "vendor_saas_i")
def vendor_saas(r):
    label, env, tok = r.choice([
        ("HubSpot", "HUBSPOT_ACCESS_TOKEN", "pat-na1-%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))),
        ("Brevo", "BREVO_API_KEY", "xkeysib-" + rs(r, HEX, 64) + "-" + rs(r, AN, 16)),
        ("Typeform", "TYPEFORM_TOKEN", "tfp_" + rs(r, AN, 44) + "_" + rs(r, AN, 14)),
        ("Airtable", "AIRTABLE_PAT", "pat" + rs(r, AN, 14) + "." + rs(r, HEX, 64)),
        ("Asana", "ASANA_PAT", "2/%s/%s:%s" % (rs(r, DG, 16), rs(r, DG, 16), rs(r, HEX, 32))),
        ("Intercom", "INTERCOM_ACCESS_TOKEN", "dG9rOj" + rs(r, AN, 54) + "="),
        ("Zendesk", "ZENDESK_API_TOKEN", rs(r, AN, 40)),
        ("Klaviyo", "KLAVIYO_PRIVATE_KEY", "pk_" + rs(r, HEX, 34)),
        ("Amplitude", "AMPLITUDE_SECRET_KEY", rs(r, HEX, 32)),
        ("Mixpanel", "MIXPANEL_API_SECRET", rs(r, HEX, 32)),
    ])
    return vendor_snippet(r, label, env, tok)


@reg("secret", "vendor_ai_i")
def vendor_ai(r):
    label, env, tok = r.choice([
        ("Cohere", "CO_API_KEY", rs(r, AN, 40)),
        ("Mistral", "MISTRAL_API_KEY", rs(r, AN, 32)),
        ("Together", "TOGETHER_API_KEY", "tgp_v1_" + rs(r, AN + "_-", 43)),
        ("Fireworks", "FIREWORKS_API_KEY", "fw_" + rs(r, AN, 24)),
        ("ElevenLabs", "ELEVENLABS_API_KEY", "sk_" + rs(r, HEX, 48)),
        ("Weights & Biases", "WANDB_API_KEY", rs(r, HEX, 40)),
        ("Voyage", "VOYAGE_API_KEY", "pa-" + rs(r, AN + "_-", 43)),
        ("Cerebras", "CEREBRAS_API_KEY", "csk-" + rs(r, LO + DG, 48)),
        ("Langfuse", "LANGFUSE_SECRET_KEY", "sk-lf-%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))),
        ("Modal", "MODAL_TOKEN_SECRET", "as-" + rs(r, AN, 22)),
        ("AssemblyAI", "ASSEMBLYAI_API_KEY", rs(r, HEX, 32)),
        ("Deepgram", "DEEPGRAM_API_KEY", rs(r, HEX, 40)),
    ])
    if r.random() < 0.3:
        code = r.choice(['client = cohere.ClientV2(api_key="{t}")', 'wandb.login(key="{t}")', 'Mistral(api_key="{t}")',
                         'os.environ["{e}"] = "{t}"  # TODO remove before commit'])
        return "notebook", "en", "In [3]: " + code.format(t=S(tok), e=env)
    return vendor_snippet(r, label, env, tok)


@reg("secret", "vendor_comm_i")
def vendor_comm(r):
    label, env, tok = r.choice([
        ("Vonage", "VONAGE_API_SECRET", rs(r, AN, 16)),
        ("MessageBird", "MESSAGEBIRD_ACCESS_KEY", rs(r, AN, 25)),
        ("Plivo", "PLIVO_AUTH_TOKEN", rs(r, AN, 40)),
        ("Telnyx", "TELNYX_API_KEY", "KEY" + rs(r, HEX.upper(), 32) + "_" + rs(r, AN, 22)),
        ("Pusher", "PUSHER_SECRET", rs(r, HEX, 20)),
        ("Ably", "ABLY_API_KEY", rs(r, AN, 6) + "." + rs(r, AN, 6) + ":" + rs(r, AN + "_-", 43)),
        ("Sendbird", "SENDBIRD_API_TOKEN", rs(r, HEX, 40)),
        ("Mattermost", "MM_BOT_TOKEN", rs(r, LO + DG, 26)),
    ])
    return vendor_snippet(r, label, env, tok)


@reg("secret", "twilio_i")
def twilio(r):
    sid = "AC" + rs(r, HEX, 32)
    tok = rs(r, HEX, 32)
    t = r.choice([
        "TWILIO_ACCOUNT_SID={sid}\nTWILIO_AUTH_TOKEN={tok}",
        "twilio profiles:add prod --account-sid {sid} --auth-token {tok}",
        "client = twilio.rest.Client(\"{sid}\", \"{tok}\")",
        "SMS stopped, the auth token we have is {tok} for account {sid} — did someone rotate it?",
        "curl -X POST https://api.twilio.com/2010-04-01/Accounts/{sid}/Messages.json -u {sid}:{tok} --data-urlencode 'Body=ping'",
        "<add key=\"Twilio:AuthToken\" value=\"{tok}\" />",
    ])
    return r.choice(["env", "shell", "code", "chat"]), "en", t.format(sid=sid, tok=S(tok))


@reg("secret", "tailscale_i")
def tailscale(r):
    kind = r.choice(["auth", "api", "client"])
    tok = "tskey-%s-k%s-%s" % (kind, rs(r, AN, 10) + "CNTRL", rs(r, AN, 33))
    t = r.choice([
        "sudo tailscale up --authkey={t} --advertise-tags=tag:ci",
        "TS_AUTHKEY={t}",
        "  tailscale:\n    image: tailscale/tailscale:stable\n    environment:\n      - TS_AUTHKEY={t}\n      - TS_STATE_DIR=/var/lib/tailscale",
        "curl -u \"{t}:\" https://api.tailscale.com/api/v2/tailnet/-/devices",
        "new ephemeral key for the runners: {t}",
    ])
    return "config", "en", t.format(t=S(tok))


@reg("secret", "grafana_i")
def grafana(r):
    import base64
    kind = r.choice(["glc", "glsa", "legacy"])
    if kind == "glc":
        payload = json.dumps({"o": str(r.randint(100000, 999999)), "n": "stack-%d-hm-read" % r.randint(100, 999),
                              "k": rs(r, AN, 24), "m": {"r": r.choice(["prod-eu-west-2", "prod-us-central-0"])}}, separators=(",", ":"))
        tok = "glc_" + base64.b64encode(payload.encode()).decode().rstrip("=")
    elif kind == "glsa":
        tok = "glsa_" + rs(r, AN, 32) + "_" + rs(r, HEX, 8)
    else:
        tok = base64.b64encode(json.dumps({"k": rs(r, AN, 32), "n": "ci", "id": r.randint(1, 9)}, separators=(",", ":")).encode()).decode()
    t = r.choice([
        "GRAFANA_CLOUD_TOKEN={t}",
        "grafana-agent flags: --prometheus.remote-write.basic-auth.password={t}",
        "prometheus.remote_write \"cloud\" {{\n  endpoint {{\n    url = \"https://prometheus-prod-24-prod-eu-west-2.grafana.net/api/prom/push\"\n    basic_auth {{\n      username = \"1234567\"\n      password = \"{t}\"\n    }}\n  }}\n}}",
        "curl -H \"Authorization: Bearer {t}\" https://grafana.internal/api/dashboards/home",
        "use this service account token in the datasource: {t}",
    ])
    return "config", "en", t.format(t=S(tok))


@reg("secret", "azure_secret_i")
def azure_secret(r):
    tok = rs(r, AN, 3) + r.choice("78") + "Q~" + rs(r, AN + "_-.~", 34)
    ten = "%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))
    cli = "%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))
    t = r.choice([
        "AZURE_TENANT_ID={ten}\nAZURE_CLIENT_ID={cli}\nAZURE_CLIENT_SECRET={t}",
        "Connect-AzAccount -ServicePrincipal -Tenant {ten} -Credential (New-Object PSCredential(\"{cli}\", (ConvertTo-SecureString \"{t}\" -AsPlainText -Force)))",
        "\"AzureAd\": {{ \"TenantId\": \"{ten}\", \"ClientId\": \"{cli}\", \"ClientSecret\": \"{t}\" }}",
        "the app registration's secret value (not the secret ID!) is {t}",
        "spring.cloud.azure.credential.client-secret={t}",
    ])
    return "config", "en", t.format(t=S(tok), ten=ten, cli=cli)


@reg("secret", "secp256k1_i")
def secp256k1(r):
    k = rs(r, HEX, 64)
    t = r.choice([
        ("DEPLOYER_PRIVATE_KEY=0x{k}", "env"),
        ("forge script script/Deploy.s.sol --rpc-url $RPC --private-key 0x{k} --broadcast", "shell"),
        ("const wallet = new ethers.Wallet(\"0x{k}\", provider);", "code"),
        ("bitcoin-cli importprivkey? no — the raw secp256k1 scalar is {k}, converting to WIF", "chat"),
        ("accounts: [\"{k}\"]  // hardhat.config.js, testnet only (I hope)", "code"),
        ("MetaMask export → private key: {k}", "chat"),
    ])
    return t[1], "en", t[0].format(k=S(k))


@reg("secret", "kubeconfig_token_i")
def kubeconfig_token(r):
    import base64
    hdr = base64.urlsafe_b64encode(json.dumps({"alg": "RS256", "kid": rs(r, AN, 12)}, separators=(",", ":")).encode()).decode().rstrip("=")
    pl = base64.urlsafe_b64encode(json.dumps({"iss": "kubernetes/serviceaccount", "kubernetes.io/serviceaccount/namespace": "ci",
                                              "sub": "system:serviceaccount:ci:deployer"}, separators=(",", ":")).encode()).decode().rstrip("=")
    tok = hdr + "." + pl + "." + rs(r, B64U, 86)
    kd = rs(r, B64, 120)
    t = r.choice([
        "users:\n- name: deployer\n  user:\n    token: {t}",
        "kubectl --server=https://10.96.0.1 --token={t} get pods -n ci",
        "users:\n- name: admin\n  user:\n    client-certificate-data: LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t\n    client-key-data: {kd}",
    ])
    if "{kd}" in t:
        return "yaml", "en", t.format(kd=S(kd))
    return "yaml", "en", t.format(t=S(tok))


@reg("secret", "private_key_i")
def private_key(r):
    kind = r.choice(["ppk", "pgp", "jwk", "nsec", "wif", "tor"])
    if kind == "ppk":
        body = rs(r, B64, 64) + "\n" + rs(r, B64, 64) + "\n" + rs(r, B64, 40)
        return "config", "en", "PuTTY-User-Key-File-3: ssh-rsa\nEncryption: none\nComment: build-server\nPrivate-Lines: 3\n" + S(body) + "\nPrivate-MAC: " + rs(r, HEX, 64)
    if kind == "pgp":
        body = rs(r, B64, 64) + "\n" + rs(r, B64, 64) + "\n" + rs(r, B64, 52)
        return "chat", "en", "exported the signing key for the release box:\n-----BEGIN PGP PRIVATE KEY BLOCK-----\n\n" + S(body) + "\n=" + rs(r, AN, 4) + "\n-----END PGP PRIVATE KEY BLOCK-----"
    if kind == "jwk":
        return "json", "en", '{"kty":"EC","crv":"P-256","x":"%s","y":"%s","d":"%s","kid":"signing-2026"}' % (rs(r, B64U, 43), rs(r, B64U, 43), S(rs(r, B64U, 43)))
    if kind == "nsec":
        return "chat", "en", "my nostr bot key, paste into the relay config: nsec1" + S(rs(r, "qpzry9x8gf2tvdw0s3jn54khce6mua7l", 58))
    if kind == "wif":
        return "chat", "en", "sweep this paper wallet: " + S(r.choice("KL") + rs(r, B58, 51))
    return "config", "en", "# /var/lib/tor/hidden_service/hs_ed25519_secret_key (base64)\nED25519-V3:" + S(rs(r, B64, 86) + "==")


@reg("secret", "webhook_url_i")
def webhook_url(r):
    kind = r.choice(["discord", "teams", "gchat", "zapier", "mattermost"])
    if kind == "discord":
        tok = rs(r, AN + "_-", 68)
        url = "https://discord.com/api/webhooks/%s/%s" % (rs(r, DG, 19), S(tok))
    elif kind == "teams":
        tok = rs(r, HEX, 32)
        g = lambda: "%s-%s-%s-%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 4), rs(r, HEX, 12))
        url = "https://contoso.webhook.office.com/webhookb2/%s@%s/IncomingWebhook/%s/%s" % (g(), g(), S(tok), g())
    elif kind == "gchat":
        url = "https://chat.googleapis.com/v1/spaces/AAAA%s/messages?key=AIzaSy%s&token=%s" % (rs(r, AN, 7), S(rs(r, AN + "_-", 33)), S(rs(r, AN + "_-", 43) + "%3D"))
    elif kind == "zapier":  # Rocket.Chat incoming integration: /hooks/<integration id>/<token>
        url = "https://rocket.corp/hooks/%s/%s" % (rs(r, AN, 17), S(rs(r, AN, 48)))
    else:
        url = "https://chat.corp/hooks/" + S(rs(r, LO + DG, 26))
    t = r.choice(["ALERT_WEBHOOK=%s", "alertmanager receiver:\n  webhook_configs:\n    - url: '%s'", "posting build results to %s", "notify:\n  url: %s"])
    return "config", "en", t % url


@reg("secret", "jwt_i")
def jwt_tok(r):
    import base64
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    role = r.choice(["service_role", "authenticated"])
    pl = base64.urlsafe_b64encode(json.dumps({"iss": "supabase", "ref": rs(r, LO, 20), "role": role, "iat": 1767225600, "exp": 2082758400},
                                             separators=(",", ":")).encode()).decode().rstrip("=")
    tok = hdr + "." + pl + "." + rs(r, B64U, 43)
    t = r.choice([
        "SUPABASE_SERVICE_ROLE_KEY={t}",
        "ws connect wss://rt.example/socket/websocket?apikey={t}&vsn=1.0.0",
        "npx supabase functions deploy --token {t}",
        "the mobile app ships this in the bundle: {t} — it's the service key, not anon!",
        "Authorization header in the HAR: Bearer {t}",
    ])
    return "log", "en", t.format(t=S(tok))


@reg("secret", "db_tool_output_i")
def db_tool_output(r):
    p = rs(r, AN + "*_=+", 20)
    t = r.choice([
        "$ bin/elasticsearch-reset-password -u elastic\nThis tool will reset the password of the [elastic] user to an autogenerated value.\nDo you want to continue [y/N]y\n\nPassword for the [elastic] user successfully reset.\nNew value: {p}",
        "NEO4J_AUTH=neo4j/{p}",
        "$ influx auth create --org acme --all-access\nID\t\t\tDescription\tToken\t\t\t\t\tUser Name\n0c1a2b3c4d5e6f70\t\t{t}\tadmin",
        "Generated password for user 'admin' is {p} (shown once)",
        "Jenkins initial admin password (from /var/jenkins_home/secrets/initialAdminPassword): {h}",
        "kubectl get secret argocd-initial-admin-secret -o jsonpath=\"{{.data.password}}\" | base64 -d\n{p}",
    ])
    return "shell", "en", t.format(p=S(p), t=S(rs(r, AN + "_-", 86) + "=="), h=S(rs(r, HEX, 32)))


# ============================================================== PII: names
SIGNOFFS = [("en", "Cheers,\n{n}"), ("en", "Many thanks,\n{n}\nAccounts Payable"), ("de", "Mit freundlichen Grüßen\n{n}"),
            ("pt", "Atenciosamente,\n{n}"), ("es", "Saludos cordiales,\n{n}"), ("fr", "Bien à vous,\n{n}"),
            ("pl", "Pozdrawiam serdecznie\n{n}"), ("nl", "Met vriendelijke groet,\n{n}"), ("it", "Distinti saluti,\n{n}"),
            ("sv", "Vänliga hälsningar\n{n}"), ("tr", "Saygılarımla,\n{n}"), ("ru", "С уважением,\n{n}"), ("cs", "S pozdravem\n{n}"),
            ("en", "— {n} (sent from my phone)"), ("en", "thx, {n}")]


@reg("pii", "name_signoff_i")
def name_signoff(r):
    lang, t = r.choice(SIGNOFFS)
    cult = {"de": "de", "pt": "pt", "es": "es", "fr": "fr", "pl": "pl", "nl": "nl", "it": "it", "sv": "sv", "tr": "tr", "ru": "ru", "cs": "cz"}.get(lang)
    n = fullname(r, cult)
    body = r.choice(["Please find the signed PO attached.", "The invoice is overdue by 14 days, kindly advise.",
                     "We can confirm the delivery slot for Thursday.", "Could you resend the quote with VAT?"])
    return "email", lang, body + "\n\n" + t.format(n=P(n))


@reg("pii", "name_chat_header_i")
def name_chat_header(r):
    f, l, c = V.name(r)
    t = r.choice([
        "[{hm}] {l}, {f}\nhas anyone seen the new rota?",
        "{hm}:22 From  {f} {l}  to  Everyone:\ncan you share the slides again",
        "**{l}, {f}** {hm}\nthe export is stuck at 80%",
        "{f} {l} (Guest) — {hm}\nhello, is this the billing channel?",
        "[{hm}] <{f} {l}> ok merging now",
        "{l}, {f} (Contractor) joined the meeting\n{hm}  audio is choppy",
    ])
    n = f + " " + l
    t = t.replace("{hm}", hm(r))
    if "{l}, {f}" in t:
        s = t.replace("{l}, {f}", P(l + ", " + f))
    else:
        s = t.replace("{f} {l}", P(n))
    return "chat_export", "en", s


@reg("pii", "name_lastfirst_i")
def name_lastfirst(r):
    f, l, c = V.name(r)
    v = r.choice([l + ", " + f, l.upper() + ", " + f, l + ", " + f[0] + "."])
    t = r.choice([
        "Assignee: {v}\nStatus: In Progress\nPriority: P2",
        "Requested by: {v} (Finance)",
        "From: {v} <accounts-payable@supplier.example>\nSubject: Remittance advice",
        "Patient: {v}   Ward 4B   Bed 12",
        "Reviewer ........ {v}",
        "\"{v}\",Operations,Berlin,2024-02-01",
    ])
    return "ticket", "en", t.format(v=P(v))


@reg("pii", "name_table_row_i")
def name_table_row(r):
    n1, n2 = fullname(r), fullname(r)
    while set(n1.split()) & set(n2.split()):
        n2 = fullname(r)
    t = r.choice([
        "| week | primary | secondary |\n|------|---------|-----------|\n| 14 | {a} | {b} |",
        "<tr><td>{a}</td><td>Night shift</td></tr>\n<tr><td>{b}</td><td>Day shift</td></tr>",
        "Owner\tTeam\tLaptop\n{a}\tPlatform\tMBP-14\n{b}\tData\tXPS-13",
        " employee       | dept\n----------------+------\n {a} | HR\n {b} | IT",
        "Speaker,Topic,Slot\n{a},Capacity planning,10:00\n{b},Incident review,11:30",
    ])
    return "table", "en", t.format(a=P(n1), b=P(n2))


SPELL_AS = {"A": "Alpha", "B": "Bob", "C": "Charlie", "D": "David", "E": "Edward", "F": "Frank", "G": "George", "H": "Harry",
            "I": "Ida", "J": "John", "K": "King", "L": "Larry", "M": "Mary", "N": "Nancy", "O": "Oscar", "P": "Peter", "Q": "Queen",
            "R": "Robert", "S": "Sam", "T": "Tom", "U": "Uncle", "V": "Victor", "W": "William", "X": "X-ray", "Y": "Yellow", "Z": "Zebra"}
SPELL_DE = {"A": "Anton", "B": "Berta", "C": "Cäsar", "D": "Dora", "E": "Emil", "F": "Friedrich", "G": "Gustav", "H": "Heinrich",
            "I": "Ida", "J": "Julius", "K": "Kaufmann", "L": "Ludwig", "M": "Martha", "N": "Nordpol", "O": "Otto", "P": "Paula",
            "Q": "Quelle", "R": "Richard", "S": "Samuel", "T": "Theodor", "U": "Ulrich", "V": "Viktor", "W": "Wilhelm", "X": "Xanthippe",
            "Y": "Ypsilon", "Z": "Zacharias"}


TRANSLIT = {"ł": "l", "Ł": "L", "ø": "o", "Ø": "O", "ß": "ss", "æ": "ae", "Æ": "AE", "đ": "d", "Đ": "D", "ı": "i", "œ": "oe"}


def ascii_up(s):
    import unicodedata
    s = "".join(TRANSLIT.get(c, c) for c in s)
    return "".join(c for c in unicodedata.normalize("NFKD", s) if c.isalpha() and ord(c) < 128).upper()


@reg("pii", "spelled_surname_i")
def name_spelled(r):
    style = r.choice(["dash", "space", "as_in", "de", "dot"])
    cult = "de" if style == "de" else r.choice(["en", "us", "nl", "pl", "it", "in", "ng"])
    f, l, c = V.name(r, cult)
    L = ascii_up(l)
    if style == "dash":
        sp = "-".join(L)
        t = "Caller: the surname is {sp}\nAgent: thank you"
    elif style == "space":
        sp = " ".join(L)
        t = "Customer: last name, {sp}, yes with two of those"
    elif style == "dot":
        sp = ".".join(L) + "."
        t = "Nachname buchstabiert: {sp}" if cult == "de" else "surname (spelled): {sp}"
    elif style == "as_in":
        sp = ", ".join("%s as in %s" % (ch, SPELL_AS[ch]) for ch in L)
        t = "Agent: can you spell the surname?\nCaller: sure, {sp}."
    else:
        sp = ", ".join("%s wie %s" % (ch, SPELL_DE[ch]) for ch in L)
        t = "Kundin: Mein Nachname, {sp}."
    return "transcript", "de" if style == "de" else "en", t.format(sp=P(sp))


@reg("pii", "name_prose_i")
def name_prose(r):
    t = r.choice([
        ("en", "en", "my line manager {n} signed off the overtime, so payroll can go ahead"),
        ("de", "de", "Frau Dr. {n} aus der Radiologie hat den Befund freigegeben."),
        ("es", "es", "la doctora {n} me atendió ayer en urgencias"),
        ("fr", "fr", "j'ai eu {n} au téléphone, elle rappelle demain"),
        ("pt", "pt", "falei com o {n} do jurídico, ele aprovou"),
        ("it", "it", "l'avvocato {n} ci ha mandato la bozza"),
        ("nl", "nl", "collega {n} neemt het over tijdens mijn verlof"),
        ("pl", "pl", "pani {n} z kadr prosi o zaświadczenie"),
        ("tr", "tr", "muhasebeden {n} faturayı onayladı"),
        ("en", "ng", "the landlord, {n}, still hasn't returned the deposit"),
        ("en", "in", "escalated to {n} in vendor management"),
        ("en", "ko", "interviewed {n} for the SRE role, strong yes"),
    ])
    return "chat", t[0], t[2].format(n=P(fullname(r, t[1])))


@reg("pii", "mention_i")
def mention(r):
    f, l, c = V.name(r, r.choice(["en", "us", "de", "nl", "sv", "pl"]))
    h = r.choice([ascii_up(f).lower() + "." + ascii_up(l).lower(), ascii_up(f).lower()[0] + ascii_up(l).lower(),
                  ascii_up(l).lower() + "-" + ascii_up(f).lower()[:3], ascii_up(f).lower() + "_" + str(r.randint(70, 99))])
    t = r.choice([
        "LGTM, but @{h} should double-check the migration",
        "[~{h}] can you take this one?",
        "cc @{h} for visibility",
        "follow @{h}@mastodon.social for the updates",
        "Discord: ping {at}{h} in #support",
        "assigning to @{h} — she wrote the original handler",
    ])
    return "chat", "en", t.format(h=P(h), at="@")


AT_WORDS = [("pl", "małpa", "kropka"), ("ru", "собака", "точка"), ("cs", "zavináč", "tečka"), ("sv", "snabel-a", "punkt"),
            ("nl", "apenstaartje", "punt"), ("fr", "arobase", "point"), ("de", "at-Zeichen", "Punkt"), ("en", "[ at ]", "[ dot ]"),
            ("en", "(dot)-free at", "dot"), ("ja", "アットマーク", "ドット"), ("da", "snabel-a", "punktum"), ("hu", "kukac", "pont")]


@reg("pii", "email_obfuscated_i")
def email_obfuscated(r):
    lang, at, dot = r.choice(AT_WORDS)
    f, l, c = V.name(r, r.choice(["pl", "ru", "cz", "sv", "nl", "fr", "de", "en"]))
    user = ascii_up(f).lower() + r.choice([".", "_", ""]) + ascii_up(l).lower()
    dom, tld = r.choice([("gmail", "com"), ("outlook", "com"), ("proton", "me"), ("seznam", "cz"), ("wp", "pl"), ("yandex", "ru"),
                         ("gmx", "de"), ("web", "de"), ("telia", "se"), ("ziggo", "nl"), ("orange", "fr"), ("mail", "ru")])
    if at == "(dot)-free at":
        v = "%s at %s %s %s" % (user, dom, dot, tld)
    else:
        v = "%s %s %s %s %s" % (user, at, dom, dot, tld)
    if r.random() < 0.2:
        v = "%s＠%s.%s" % (user, dom, tld)
    tmpl = {"pl": "pisz na {v}", "ru": "мой адрес: {v}", "cs": "napište mi na {v}", "sv": "mejla mig på {v}", "nl": "mail me op {v}",
            "fr": "écrivez-moi à {v}", "de": "schreib mir an {v}", "ja": "連絡先は {v} です", "da": "skriv til {v}", "hu": "írj ide: {v}"}
    t = tmpl.get(lang, "reach me at {v} (no bots please)")
    return "chat", lang, t.format(v=P(v))


@reg("pii", "email_context_i")
def email_context(r):
    f, l, c = V.name(r, r.choice(["en", "us", "de", "fr", "nl", "sv"]))
    e = "%s.%s@%s" % (ascii_up(f).lower(), ascii_up(l).lower(), r.choice(["posteo.de", "icloud.com", "fastmail.com", "hey.com", "mailbox.org"]))
    t = r.choice([
        "git config --global user.email \"{e}\"",
        "Reply-To: {e}\nX-Mailer: Apple Mail (2.3774)",
        "mailmap entry: Jenkins Bot <ci@corp.example> <{e}>",
        "Bounce: 550 5.1.1 <{e}>: Recipient address rejected",
        "newsletter_signups.csv → {e},2026-02-11,double-opt-in",
    ])
    return "log", "en", t.format(e=P(e))


# ---------------------------------------------------------------- phones
MOBILE_CUES = ("móvil", "mobile", "Handy", "cell", "telemóvel", "celular", "portable", "cellulare", "mobiel", "SMS", "WhatsApp",
               "zap", "携帯", "Natel", "GSM", "text ")
OFFICE_CUES = ("office", "Büro", "desk", "オフィス")


def kind_for(t):
    if any(c in t for c in MOBILE_CUES):
        return "m"
    if any(c in t for c in OFFICE_CUES):
        return "f"
    return None


CITY_PREFIX = {"Berlin": "030", "München": "089", "Madrid": "91", "Lisboa": "21", "Porto": "22", "Manchester": "0161",
               "CDMX": "55", "東京": "03", "Seattle": "206", "Toronto": "416"}


def city_phone(r, cc, t):
    v = V.phone(r, cc, kind_for(t))
    for city, pre in CITY_PREFIX.items():
        if city in t:
            for _ in range(300):
                if re.sub(r"\D", "", v).startswith(pre):
                    break
                v = V.phone(r, cc, "f" if cc not in ("MX", "US", "CA") else None)
            else:
                raise RuntimeError("no %s number for %s" % (pre, city))
    return v


def phone_snip(r, cc, lang_tmpls):
    lang, t = r.choice(lang_tmpls)
    v = city_phone(r, cc, t)
    return "chat", lang, t.format(p=PH(v, cc))


@reg("pii", "phone_pt_i")
def phone_pt(r):
    return phone_snip(r, "PT", [("pt", "liga-me para o {p} depois das 18h"), ("pt", "O meu telemóvel é {p}"),
                                ("pt", "Contacto do cliente (Lisboa): {p}"), ("en", "our Porto office can be reached on {p}"),
                                ("pt", "mandei SMS do {p}, vê se chegou")])


@reg("pii", "phone_de_i")
def phone_de(r):
    return phone_snip(r, "DE", [("de", "Rückruf bitte unter {p}"), ("de", "Handy: {p} (ab 17 Uhr)"), ("de", "Tel. Büro München {p}"),
                                ("en", "the Berlin landlord's number is {p}"), ("de", "erreichbar unter {p}, sonst Mailbox")])


@reg("pii", "phone_es_i")
def phone_es(r):
    return phone_snip(r, "ES", [("es", "llámame al {p}"), ("es", "mi móvil es el {p}"), ("es", "Teléfono de contacto (Madrid): {p}"),
                                ("en", "our guy in Valencia: {p}"), ("es", "me puedes escribir por WhatsApp al {p}")])


@reg("pii", "phone_gb_i")
def phone_gb(r):
    return phone_snip(r, "GB", [("en", "ring me on {p} after half five"), ("en", "mobile: {p} (UK)"), ("en", "Manchester office {p}"),
                                ("en", "text the London courier on {p}"), ("en", "my number's {p}, cheers")])


WEST = [("FR", "fr", "rappelez-moi au {p}"), ("FR", "fr", "portable : {p}"), ("IT", "it", "chiamami al {p}"), ("IT", "it", "cellulare {p}"),
        ("NL", "nl", "bel me op {p}"), ("NL", "nl", "mijn mobiel is {p}"), ("BE", "fr", "GSM (Bruxelles) : {p}"), ("AT", "de", "Handy (Wien): {p}"),
        ("CH", "de", "Natel: {p}, Zürich"), ("IE", "en", "Dublin mobile {p}"), ("SE", "sv", "ring mig på {p}"), ("PL", "pl", "zadzwoń pod {p}"),
        ("PL", "pl", "mój numer to {p}")]
WORLD = [("BR", "pt", "meu celular (SP): {p}"), ("BR", "pt", "me chama no zap {p}"), ("MX", "es", "mi cel en CDMX es {p}"),
         ("IN", "en", "call me in Bengaluru on {p}"), ("IN", "hi", "मेरा नंबर {p} है"), ("AU", "en", "Sydney mobile: {p}"),
         ("AU", "en", "give us a bell on {p}, mate"), ("JP", "ja", "携帯: {p}"), ("JP", "ja", "東京オフィス {p}"),
         ("US", "en", "my cell is {p} (Seattle)"), ("CA", "en", "Toronto desk line {p}"), ("ZA", "en", "Joburg cell {p}")]


@reg("pii", "phone_west_eu_i")
def phone_west(r):
    cc, lang, t = r.choice(WEST)
    return "chat", lang, t.format(p=PH(city_phone(r, cc, t), cc))


@reg("pii", "phone_world_i")
def phone_world(r):
    cc, lang, t = r.choice(WORLD)
    return "chat", lang, t.format(p=PH(city_phone(r, cc, t), cc))


# ---------------------------------------------------------------- cards, iban
@reg("pii", "card_i")
def card_i(r):
    kind, num, groups = V.card(r)
    v = V.card_fmt(r, groups)
    t = r.choice([
        "card on file: {v} exp 09/29",
        "OCR result: CARD NO {v}",
        "please charge {v}, same as last order",
        "{{\"pan\": \"{v}\", \"holder\": \"on file\"}}",
        "Kartennummer {v}, gültig bis 11/28",
        "número de tarjeta: {v}",
        "cartão {v} — pode debitar",
    ])
    lang = "de" if "Karten" in t else ("es" if "tarjeta" in t else ("pt" if "cartão" in t else "en"))
    return "chat", lang, t.format(v=P(v))


@reg("pii", "iban_i")
def iban_i(r):
    cc, ib = V.iban(r)
    v = ib if r.random() < 0.4 else V.group4(ib)
    t = r.choice([
        "<CdtrAcct><Id><IBAN>{c}</IBAN></Id></CdtrAcct>",
        "Bankverbindung: {v}",
        "please wire the deposit to {v}",
        "IBAN : {v}\nBIC : XXXXXXXX",
        "reembolso para a conta {v}",
    ])
    return "finance", "en", t.format(v=P(v), c=P(ib))


# ---------------------------------------------------------------- DOB
DOB_CUES = [("en", "en", "DOB: {d}"), ("us", "en", "date of birth {d}"), ("de", "de", "geboren am {d}"), ("de", "de", "Geburtsdatum: {d}"),
            ("fr", "fr", "née le {d}"), ("es", "es", "fecha de nacimiento: {d}"), ("pt", "pt", "nascido em {d}"),
            ("it", "it", "nata il {d}"), ("nl", "nl", "geboren op {d}"), ("pl", "pl", "data urodzenia: {d}"),
            ("sv", "sv", "född {d}"), ("tr", "tr", "doğum tarihi {d}"), ("ru", "ru", "дата рождения: {d}"),
            ("ja", "ja", "生年月日：{d}"), ("zh", "zh", "出生日期：{d}"), ("ko", "ko", "생년월일: {d}"), ("cs", "cs", "datum narození {d}"),
            ("hu", "hu", "születési idő: {d}"), ("ro", "ro", "data nașterii: {d}"), ("fi", "fi", "syntymäaika {d}"),
            ("id", "id", "tanggal lahir {d}"), ("vi", "vi", "ngày sinh: {d}"), ("el", "el", "ημερομηνία γέννησης {d}"),
            ("uk", "uk", "дата народження {d}"), ("da", "da", "fødselsdato {d}"), ("hi", "hi", "जन्म तिथि: {d}")]


@reg("pii", "dob_cue_i")
def dob_cue(r):
    fl, lang, t = r.choice(DOB_CUES)
    ctx = r.choice(["Registration form — ", "KYC note: ", "", "patient intake: ", "member #%d, " % r.randint(1000, 9999)])
    return "form", lang, ctx + t.format(d=P(V.dob_fmt(r, fl)))


@reg("pii", "dob_table_i")
def dob_table(r):
    col, fl = r.choice([("Geburtsdatum", "de"), ("date_naissance", "fr"), ("fecha_nac", "es"), ("data_nascimento", "pt"),
                        ("birth_date", "iso"), ("生年月日", "ja"), ("geboortedatum", "nl"), ("data_urodzenia", "pl"),
                        ("DOB", "us"), ("fodelsedatum", "sv"), ("dogum_tarihi", "tr"), ("data_di_nascita", "it")])
    d1 = V.dob_fmt(r, fl)
    shape = lambda x: re.sub(r"\d", "0", re.sub(r"[^\W\d_]+", "a", x))
    for _ in range(60):
        d2 = V.dob_fmt(r, fl)
        if shape(d2) == shape(d1) and d2 != d1:
            break
    t = r.choice([
        "member_id,{c},plan\n10021,{a},gold\n10022,{b},basic",
        "| id | {c} | city |\n|---|---|---|\n| 7 | {a} | Porto |\n| 8 | {b} | Braga |",
        " member_id | {c}\n-----------+------------\n 881 | {a}\n 882 | {b}",
        "INSERT INTO members (id, {c}) VALUES (881, '{a}'), (882, '{b}');",
        "{c}\n{a}\n{b}",
    ])
    return "table", fl if fl not in ("iso", "us") else "en", t.format(c=col, a=P(d1), b=P(d2))


@reg("pii", "dob_prev_line_i")
def dob_prev_line(r):
    fl, q = r.choice([("en", "Agent: And can I take your date of birth, please?"), ("us", "Rep: what's your birthday for verification?"),
                      ("de", "Mitarbeiter: Und Ihr Geburtsdatum?"), ("fr", "Conseiller : Votre date de naissance ?"),
                      ("es", "Agente: ¿Me confirma su fecha de nacimiento?"), ("pt", "Atendente: Qual a sua data de nascimento?"),
                      ("it", "Operatore: Mi conferma la data di nascita?"), ("nl", "Medewerker: Wat is uw geboortedatum?"),
                      ("pl", "Konsultant: Poproszę datę urodzenia."), ("ja", "オペレーター：生年月日をお願いします。")])
    who = {"en": "Caller", "us": "Customer", "de": "Kunde", "fr": "Client", "es": "Cliente", "pt": "Cliente", "it": "Cliente",
           "nl": "Klant", "pl": "Klient", "ja": "お客様"}[fl]
    d = V.dob_fmt(r, fl)
    return "transcript", "en" if fl == "us" else fl, q + "\n" + who + ": " + P(d) + r.choice(["", ".", ", yes", " — I think that's what you have"])


# ---------------------------------------------------------------- national ids
def id_snip(r, opts):
    lang, cue, gen = r.choice(opts)
    v = gen(r)
    ctx = r.choice(["{c} {v}", "{c}: {v}", "KYC check failed for {c} {v}", "{c} {v} (verified)", "{{\"{k}\": \"{v}\"}}"])
    return "form", lang, ctx.format(c=cue, v=P(v), k=re.sub(r"\W+", "_", cue.lower()).strip("_") or "id")


@reg("pii", "id_ru_ua_kz_i")
def id_ru(r):
    return id_snip(r, [("ru", "ИНН", V.ru_inn), ("ru", "мой ИНН физлица", V.ru_inn), ("uk", "РНОКПП", V.ua_rnokpp),
                       ("uk", "ідентифікаційний код", V.ua_rnokpp), ("kk", "ЖСН/ИИН", V.kz_iin), ("ru", "ИИН", V.kz_iin)])


@reg("pii", "id_sea_i")
def id_sea(r):
    return id_snip(r, [("th", "เลขบัตรประชาชน", V.th_id), ("th", "Thai ID no.", V.th_id), ("ms", "No. MyKad", V.mykad),
                       ("ms", "No. Kad Pengenalan", V.mykad), ("tl", "SSS No.", V.ph_sss), ("tl", "PhilSys Card Number", V.ph_pcn),
                       ("vi", "Số CCCD", V.vn_cccd), ("vi", "căn cước công dân số", V.vn_cccd)])


@reg("pii", "id_mena_i")
def id_mena(r):
    return id_snip(r, [("fa", "کد ملی", V.ir_melli), ("fa", "melli code", V.ir_melli), ("ar", "رقم الهوية الوطنية", V.sa_id),
                       ("ar", "Saudi national ID", V.sa_id), ("ar", "Iqama no.", V.sa_id), ("ar", "الرقم القومي", V.eg_id),
                       ("en", "Egyptian national ID", V.eg_id)])


@reg("pii", "id_africa_south_asia_i")
def id_afr(r):
    return id_snip(r, [("en", "NIN", V.ng_nin), ("en", "my National Identification Number is", V.ng_nin),
                       ("bn", "জাতীয় পরিচয়পত্র নম্বর", V.bd_nid), ("en", "Bangladesh NID", V.bd_nid),
                       ("hi", "आधार संख्या", V.aadhaar), ("en", "Aadhaar", V.aadhaar)])


@reg("pii", "id_card_eu_i")
def id_card_eu(r):
    return id_snip(r, [("de", "Personalausweisnummer", V.de_perso), ("de", "Ausweis-Nr.", V.de_perso),
                       ("pl", "seria i numer dowodu", V.pl_dowod), ("pl", "nr dowodu osobistego", V.pl_dowod),
                       ("hr", "OIB", V.hr_oib), ("sr", "JMBG", V.rs_jmbg), ("bg", "ЕГН", V.bg_egn), ("et", "isikukood", V.ee_isikukood)])


@reg("pii", "id_anz_i")
def id_anz(r):
    return id_snip(r, [("en", "Medicare card number", V.au_medicare), ("en", "Medicare no.", V.au_medicare),
                       ("en", "IRD number", V.nz_ird), ("en", "my IRD no", V.nz_ird)])


@reg("pii", "id_latam_i")
def id_latam(r):
    return id_snip(r, [("es", "RFC", V.mx_rfc), ("es", "RFC con homoclave", V.mx_rfc), ("es", "cédula de ciudadanía", V.co_cedula),
                       ("es", "C.C.", V.co_cedula), ("es", "DNI (Perú)", V.pe_dni), ("pt", "CPF", V.cpf)])


@reg("pii", "id_cn_kyc_i")
def id_cn(r):
    return id_snip(r, [("zh", "身份证号", V.cn_rid), ("zh", "公民身份号码", V.cn_rid), ("en", "PRC resident ID", V.cn_rid)])


@reg("pii", "id_us_ssn_bare_i")
def id_ssn(r):
    a, g, s = V.us_ssn(r)
    v = r.choice([a + g + s, a + "-" + g + "-" + s, a + " " + g + " " + s])
    t = r.choice([
        ("en", "my social is {v}"), ("en", "SS# {v}"), ("en", "last thing, my social: {v}"), ("es", "mi número de seguro social es {v}"),
        ("en", "Agent: and the SSN?\nCaller: {v}"), ("en", "soc sec no {v} on the W-4"), ("en", "taxpayer id (SSN) {v}"),
    ])
    return "transcript", t[0], t[1].format(v=P(v))


PASS_CUES = [("US", "en", "US passport no. {v}"), ("IN", "hi", "पासपोर्ट नंबर {v}"), ("IN", "en", "Passport No: {v} (Republic of India)"),
             ("CN", "zh", "护照号码：{v}"), ("RU", "ru", "номер загранпаспорта {v}"), ("JP", "ja", "パスポート番号 {v}"),
             ("BR", "pt", "número do passaporte {v}"), ("DE", "de", "Reisepassnummer {v}"), ("FR", "fr", "numéro de passeport : {v}"),
             ("GB", "en", "passport number {v} (UK)"), ("MX", "es", "pasaporte mexicano núm. {v}"), ("NG", "en", "Nigerian passport {v}"),
             ("ID", "id", "nomor paspor {v}"), ("PH", "tl", "passport no. {v} (PH)"), ("TR", "tr", "pasaport numarası {v}"),
             ("PK", "ur", "passport # {v} Pakistan"), ("KR", "ko", "여권번호 {v}"), ("ES", "es", "número de pasaporte {v}"),
             ("VN", "vi", "số hộ chiếu {v}"), ("IT", "it", "numero di passaporto {v}"), ("EG", "ar", "رقم جواز السفر {v}")]


@reg("pii", "passport_i")
def passport(r):
    cc, lang, t = r.choice(PASS_CUES)
    ctx = r.choice(["visa application: ", "booking note — ", "", "check-in desk: "])
    return "form", lang, ctx + t.format(v=P(V.passport(r, cc)))


# ---------------------------------------------------------------- addresses in prose
def addr_snip(r, opts):
    cc, lang, t = r.choice(opts)
    return "chat", lang, t.format(a=P(V.address(r, cc)))


@reg("pii", "address_gb_ie_i")
def addr_gb(r):
    return addr_snip(r, [("GB", "en", "I've moved, new address is {a}"), ("GB", "en", "please post the replacement to {a}, ta"),
                         ("GB", "en", "the flood was at my mum's place, {a}"), ("IE", "en", "deliver to {a}, leave with neighbour"),
                         ("IE", "en", "billing address: {a}")])


@reg("pii", "address_na_au_i")
def addr_na(r):
    return addr_snip(r, [("US", "en", "ship it to {a} — side door"), ("US", "en", "I live at {a} and the package never came"),
                         ("CA", "en", "mailing address is {a}"), ("AU", "en", "send the keys to {a}, cheers"),
                         ("US", "en", "the claim is for the property at {a}")])


@reg("pii", "address_dach_i")
def addr_dach(r):
    return addr_snip(r, [("DE", "de", "ich wohne in der {a}"), ("DE", "de", "Bitte an folgende Adresse liefern: {a}"),
                         ("AT", "de", "neue Wohnadresse: {a}"), ("CH", "de", "Rechnungsadresse {a}"),
                         ("DE", "en", "my Airbnb host's flat is at {a}")])


@reg("pii", "address_romance_i")
def addr_romance(r):
    return addr_snip(r, [("FR", "fr", "j'habite au {a}"), ("FR", "fr", "livrer au {a}, code porte 4821"), ("ES", "es", "vivo en la {a}"),
                         ("ES", "es", "envíalo a {a}"), ("PT", "pt", "moro na {a}"), ("BR", "pt", "entrega na {a}"),
                         ("IT", "it", "abito in {a}"), ("IT", "it", "spedire a {a}"), ("BE", "fr", "mon adresse : {a}"),
                         ("MX", "es", "la dirección es {a}")])


@reg("pii", "address_north_east_i")
def addr_ne(r):
    return addr_snip(r, [("NL", "nl", "ik woon op {a}"), ("NL", "nl", "bezorgadres: {a}"), ("PL", "pl", "mieszkam przy {a}"),
                         ("PL", "pl", "proszę wysłać na adres {a}"), ("CZ", "cs", "bydlím na adrese {a}"), ("SE", "sv", "jag bor på {a}"),
                         ("DK", "da", "min adresse er {a}"), ("NO", "no", "jeg bor i {a}"), ("TR", "tr", "adresim: {a}")])


# ============================================================== KEEP classes
def uuid(r):
    return "%s-%s-4%s-%s%s-%s" % (rs(r, HEX, 8), rs(r, HEX, 4), rs(r, HEX, 3), r.choice("89ab"), rs(r, HEX, 3), rs(r, HEX, 12))


@reg("keep", "api_object_id_i", 14)
def api_obj(r):
    v = r.choice(["msgbatch_01" + rs(r, AN, 22), "fc_" + rs(r, HEX, 48), "vs_" + rs(r, AN, 24), "ftjob-" + rs(r, AN, 24),
                  "modr-" + rs(r, AN, 29), "pm_1" + rs(r, AN, 23), "seti_1" + rs(r, AN, 23), "ch_3" + rs(r, AN, 23),
                  "prod_" + rs(r, AN, 14), "price_1" + rs(r, AN, 23), "re_3" + rs(r, AN, 23), "po_1" + rs(r, AN, 23),
                  "SM" + rs(r, HEX, 32), "CA" + rs(r, HEX, 32), "PR_kwDO" + rs(r, AN + "_-", 14), "I_kwDO" + rs(r, AN + "_-", 14),
                  "C0" + rs(r, UP + DG, 9), "gid://shopify/Order/" + rs(r, DG, 13)])
    t = r.choice([
        "request failed for {v}, retrying in 30s",
        "webhook payload: {{\"type\": \"payment_intent.succeeded\", \"object\": \"{v}\"}}",
        "see {v} in the dashboard — that's the one the customer disputed",
        "INFO worker: processed {v} in 412 ms",
        "GraphQL node {v} not found",
    ])
    return "log", "en", t.format(v=K(v, "api_object_id_i"))


PRODUCTS = ["Polly", "Lex", "Kendra", "Aurora", "Julia", "Ruby", "Devin", "Cody", "Rufus", "Erica", "Hugo", "Jekyll", "Alfred",
            "Gemma", "Dolly", "Olmo", "Mona", "Otto", "Luigi", "Jarvis", "Watson", "Bixby"]


@reg("keep", "product_name_i", 14)
def product(r):
    p = r.choice(PRODUCTS)
    t = r.choice([
        "we switched TTS from {p} to a self-hosted model, latency halved",
        "{p} keeps timing out on long prompts since Tuesday",
        "the {p} build broke after the theme update",
        "Ask {p} to summarise the ticket, then paste the answer here",
        "benchmark: {p} 7B vs our fine-tune, see sheet",
        "{p} integration is disabled for EU tenants",
    ])
    return "chat", "en", t.format(p=K(p, "product_name_i"))


@reg("keep", "version_4part_i", 14)
def version4(r):
    v = r.choice(["10.0.%d.%d" % (r.choice([19045, 22631, 26100, 20348]), r.randint(1000, 5000)),
                  "%d.0.%d.%d" % (r.randint(118, 131), r.randint(5800, 6900), r.randint(10, 250)),
                  "%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 60), r.randint(0, 20), r.randint(1, 30)),
                  "4.8.%d.0" % r.randint(4000, 9200), "17.%d.%d.%d" % (r.randint(0, 12), r.randint(34000, 35999), r.randint(10, 300)),
                  "16.0.%d.%d" % (r.randint(17000, 18999), r.randint(20000, 20300))])
    t = r.choice([
        "upgraded the agent to {v}, crash is gone",
        "Product version: {v}",
        "<assemblyIdentity name=\"Contoso.Core\" version=\"{v}\" />",
        "Chrome/{v} Safari/537.36 reproduces it, Firefox doesn't",
        "File version ...... {v}",
        "regression between build {v} and the previous one",
    ])
    return "log", "en", t.format(v=K(v, "version_4part_i"))


STATUSES = ["502 Bad Gateway", "401 Unauthorized", "403 Forbidden", "429 Too Many Requests", "503 Service Unavailable",
            "504 Gateway Timeout", "407 Proxy Authentication Required", "511 Network Authentication Required", "409 Conflict",
            "422 Unprocessable Entity", "451 Unavailable For Legal Reasons", "418 I'm a teapot", "413 Payload Too Large"]


@reg("keep", "http_status_i", 14)
def http_status(r):
    s = r.choice(STATUSES)
    t = r.choice([
        "HTTP/1.1 {s}\r\nContent-Type: text/html\r\nContent-Length: 150",
        "<html><head><title>{s}</title></head><body><center><h1>{s2}</h1></center></body></html>",
        "requests.exceptions.HTTPError: {s} for url: https://api.partner.example/v1/sync",
        "upstream returned {s} three times in a row, circuit opened",
        "ALB log: elb_status_code=\"{s}\" target=10.0.4.11:8080",
    ])
    return "log", "en", t.format(s=K(s, "http_status_i"), s2=K(s, "http_status_i"))


@reg("keep", "k8s_quantity_i", 14)
def k8s_q(r):
    a, b = r.choice(["128Mi", "256Mi", "384Mi", "1536Mi", "2Gi", "4Gi"]), r.choice(["250m", "500m", "750m", "1500m", "2"])
    t = r.choice([
        "resources:\n  requests:\n    memory: {a}\n    cpu: {b}",
        "NAME        CPU(cores)   MEMORY(bytes)\napi-7d9f    {b}         {a}",
        "VPA recommendation: target memory {a}, cpu {b}",
        "LimitRange default: {a} / {b}",
        "container was OOMKilled at {a}, bump the limit (cpu {b} is fine)",
    ])
    return "yaml", "en", t.format(a=K(a, "k8s_quantity_i"), b=K(b, "k8s_quantity_i") if b != "2" else b)


@reg("keep", "hash_with_cue_i", 14)
def hash_cue(r):
    h64, h40, h32 = rs(r, HEX, 64), rs(r, HEX, 40), rs(r, HEX, 32)
    t, v = r.choice([
        ("{v}  node-v22.11.0-linux-x64.tar.xz", h64), ("SHA256 (release.tar.gz) = {v}", h64),
        ("SHA256 hash of installer.msi:\n{v}\nCertUtil: -hashfile command completed successfully.", h64),
        ("Algorithm : SHA256\nHash      : {v}", h64.upper()), ("checksum = \"{v}\"", h64), ("md5: {v}", h32),
        ("ETag: \"{v}\"", h32), ("sha1sum: {v}  app.jar", h40), ("  sha256 \"{v}\"", h64),
        ("hash = \"sha256:{v}\"", h64),
    ])
    return "log", "en", t.format(v=K(v, "hash_with_cue_i"))


@reg("keep", "ssh_fingerprint_i", 14)
def ssh_fp(r):
    fp = "SHA256:" + rs(r, B64, 43)
    md5 = "MD5:" + ":".join(rs(r, HEX, 2) for _ in range(16))
    t = r.choice([
        ("The authenticity of host 'git.corp (10.1.2.3)' can't be established.\nED25519 key fingerprint is {v}.\nAre you sure you want to continue connecting (yes/no)?", fp),
        ("256 {v} ci-runner-key (ED25519)", fp),
        ("Key fingerprint: {v} — added to the deploy keys", fp),
        ("RSA key fingerprint is {v}.", md5),
        ("Host key for bastion changed! New fingerprint {v}", fp),
    ])
    return "shell", "en", t[0].format(v=K(t[1], "ssh_fingerprint_i"))


ERRORS = ["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "CreateContainerConfigError", "DeadlineExceeded", "ECONNRESET",
          "EADDRINUSE", "ERR_CERT_DATE_INVALID", "ThrottlingException", "InvalidClientTokenId", "ExpiredTokenException",
          "SignatureDoesNotMatch", "UnauthorizedOperation", "invalid_grant", "invalid_client", "TokenExpiredError",
          "JsonWebTokenError", "AADSTS50126", "NoCredentialProviders", "PermissionDenied"]


@reg("keep", "error_name_i", 14)
def err_name(r):
    e = r.choice(ERRORS)
    t = r.choice(["pod restarted with reason {e}", "botocore: An error occurred ({e}) when calling the GetCallerIdentity operation",
                  "got {e} again after rotating the credentials", "OAuth token endpoint → error={e}", "Last State: Terminated, Reason: {e}",
                  "Error: {e} (see logs)"])
    return "log", "en", t.format(e=K(e, "error_name_i"))


EXAMPLE_KEYS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
                "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx",
                "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
                "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"]


@reg("keep", "example_key_i", 14)
def example_key(r):
    k = r.choice(EXAMPLE_KEYS)
    t = r.choice([
        "The docs use {k} as the sample value; replace it with your own.",
        "In the tutorial, set the key to `{k}` (this is the published example).",
        "README excerpt: `export DEMO_KEY={k}`  # example from the vendor docs, not a real credential",
        "Azurite / docs sample value: {k}",
        "jwt.io and the vendor quickstart both show {k} as the example",
    ])
    return "docs", "en", t.format(k=K(k, "example_key_i"))


@reg("keep", "cloud_resource_id_i", 14)
def cloud_id(r):
    v = r.choice(["i-0" + rs(r, HEX, 16), "ami-0" + rs(r, HEX, 16), "vpc-0" + rs(r, HEX, 16), "subnet-0" + rs(r, HEX, 16),
                  "sg-0" + rs(r, HEX, 16), "vol-0" + rs(r, HEX, 16), "eni-0" + rs(r, HEX, 16), "snap-0" + rs(r, HEX, 16),
                  "arn:aws:iam::%s:role/ci-deployer" % rs(r, DG, 12), "arn:aws:acm:eu-west-1:%s:certificate/%s" % (rs(r, DG, 12), uuid(r)),
                  "/subscriptions/%s/resourceGroups/rg-prod/providers/Microsoft.Web/sites/api-prod" % uuid(r),
                  "E" + rs(r, UP + DG, 13), "Z" + rs(r, UP + DG, 13)])
    t = r.choice(["terminated {v} after the drain", "resource {v} is missing tags", "terraform import aws_instance.web {v}",
                  "cost spike traced to {v}", "CloudTrail: DeleteSecurityGroup on {v}"])
    return "log", "en", t.format(v=K(v, "cloud_resource_id_i"))


@reg("keep", "date_nonbirth_i", 14)
def date_nb(r):
    d = "%02d.%02d.%d" % (r.randint(1, 28), r.randint(1, 12), r.randint(2019, 2026))
    iso = "%d-%02d-%02d" % (r.randint(2019, 2026), r.randint(1, 12), r.randint(1, 28))
    t = r.choice([("Rechnungsdatum: {d}", d), ("the project was born on {d} as a hackathon demo", iso), ("fecha de emisión {d}", d),
                  ("Lieferdatum {d}", d), ("incident started {d} 03:12 UTC", iso), ("data da fatura: {d}", d),
                  ("created_at {d}", iso), ("release 2.4 went GA on {d}", iso)])
    return "log", "en", t[0].format(d=K(t[1], "date_nonbirth_i"))


# ============================================================== CLEAN snippets (no secrets, no pii)
@clean(2)
def c_tfplan(r):
    return "ci_log", "en", "  # aws_db_instance.main will be updated in-place\n  ~ resource \"aws_db_instance\" \"main\" {\n      ~ password = (sensitive value)\n        id       = \"db-main\"\n    }\nPlan: 0 to add, 1 to change, 0 to destroy."


@clean(2)
def c_gha_masked(r):
    return "ci_log", "en", "Run ./deploy.sh\n  env:\n    API_TOKEN: ***\n    DB_PASSWORD: ***\nDeploying to %s ... done (%ds)" % (r.choice(["eu-west-1", "us-east-2"]), r.randint(20, 300))


@clean(2)
def c_helm_existing(r):
    q = K(r.choice(["512Mi", "1Gi", "256Mi"]), "k8s_quantity_i")
    return "yaml", "en", "auth:\n  existingSecret: pg-credentials\n  secretKeys:\n    adminPasswordKey: postgres-password\nprimary:\n  resources:\n    limits:\n      memory: %s" % q


@clean(2)
def c_policy(r):
    lang, t = r.choice([
        ("en", "Passwords must be at least 14 characters and are rotated every 90 days. Never share your password in chat."),
        ("de", "Kennwörter müssen mindestens 12 Zeichen lang sein und dürfen nicht per E-Mail verschickt werden."),
        ("fr", "Le mot de passe doit contenir au moins 12 caractères, dont un chiffre."),
        ("es", "La contraseña debe tener al menos 12 caracteres y no puede repetirse."),
        ("pt", "A senha deve ter pelo menos 12 caracteres e ser trocada a cada 90 dias."),
        ("pl", "Hasło musi mieć co najmniej 12 znaków."), ("it", "La password scade ogni 90 giorni."),
        ("nl", "Je wachtwoord verloopt na 90 dagen; kies een nieuw wachtwoord via het portaal."),
        ("ja", "パスワードは12文字以上で、90日ごとに変更してください。"), ("hr", "Lozinka mora imati najmanje 12 znakova."),
        ("sv", "Lösenordet måste bytas var 90:e dag."), ("tr", "Şifreniz en az 12 karakter olmalıdır."),
    ])
    return "docs", lang, t


@clean(2)
def c_placeholder(r):
    t = r.choice(["export OPENAI_API_KEY=<your-api-key>", "TOKEN=${{ secrets.DEPLOY_TOKEN }}", "password: \"{{ vault_db_password }}\"",
                  "DATABASE_URL=postgres://app:${DB_PASSWORD}@db:5432/app", "api_key: YOUR_KEY_HERE", "password = os.environ[\"SMTP_PASSWORD\"]",
                  "Authorization: Bearer $TOKEN", "curl -u \"$USER:$PASS\" https://artifacts.corp/api/ping", "client_secret: REDACTED"])
    return "config", "en", t


@clean(2)
def c_kubectl(r):
    pod = "api-%s-%s" % (rs(r, LO + DG, 10), rs(r, LO + DG, 5))
    reason = K(r.choice(["CrashLoopBackOff", "OOMKilled", "ImagePullBackOff"]), "error_name_i")
    return "shell", "en", "$ kubectl get pods -n prod\nNAME                          READY   STATUS             RESTARTS   AGE\n%s   0/1     %s   %d          %dm" % (pod, reason, r.randint(1, 30), r.randint(2, 90))


@clean(2)
def c_pytest(r):
    return "ci_log", "en", "tests/test_auth.py::test_login_rejects_wrong_password PASSED\ntests/test_auth.py::test_token_refresh FAILED\nE   AssertionError: expected status %s, got 500\n==== 1 failed, 41 passed in %.2fs ====" % (
        K(r.choice(["401 Unauthorized", "403 Forbidden"]), "http_status_i"), r.uniform(2, 30))


@clean(2)
def c_checksum(r):
    h = K(rs(r, HEX, 64), "hash_with_cue_i")
    return "shell", "en", "$ sha256sum -c SHA256SUMS\nalpine-virt-3.20.3-x86_64.iso: OK\n# expected %s" % h


@clean(1)
def c_release(r):
    v = K("%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 9), r.randint(100, 9999)), "version_4part_i")
    return "docs", "en", "## Release %s\n- Fixed a crash when the password field was left empty\n- Token refresh now retries on %s" % (v, K("503 Service Unavailable", "http_status_i"))


@clean(2)
def c_reset_template(r):
    lang, t = r.choice([("en", "Hi {{first_name}},\nClick the link below to reset your password: {{reset_url}}\nIf you didn't request this, ignore this e-mail."),
                        ("de", "Hallo {{ vorname }},\nüber folgenden Link kannst du dein Passwort zurücksetzen: {{ link }}"),
                        ("es", "Hola {nombre}, para restablecer tu contraseña haz clic aquí: {enlace}"),
                        ("fr", "Bonjour %(prenom)s, votre mot de passe a été modifié. Si ce n'était pas vous, contactez le support.")])
    return "email", lang, t


@clean(2)
def c_ddl(r):
    return "sql", "en", "CREATE TABLE users (\n  id bigserial PRIMARY KEY,\n  email_verified boolean NOT NULL DEFAULT false,\n  password_hash text NOT NULL,\n  last_login timestamptz\n);"


@clean(2)
def c_metrics(r):
    return "log", "en", "p50=%dms p95=%dms p99=%dms rps=%d errors=%.2f%% heap=%s" % (r.randint(5, 40), r.randint(50, 200), r.randint(200, 900),
                                                                                 r.randint(100, 5000), r.uniform(0, 3), K(r.choice(["812Mi", "1Gi", "640Mi"]), "k8s_quantity_i"))


@clean(2)
def c_product_chat(r):
    p = K(r.choice(PRODUCTS), "product_name_i")
    return "chat", "en", "anyone tried %s for the release notes? it wrote a decent draft but hallucinated a flag" % p


@clean(1)
def c_sshkeygen(r):
    return "shell", "en", "$ ssh-keygen -t ed25519 -C ci-deploy -f ./deploy_key -N ''\nYour identification has been saved in ./deploy_key\nThe key fingerprint is:\n%s ci-deploy" % K("SHA256:" + rs(r, B64, 43), "ssh_fingerprint_i")


@clean(2)
def c_aws_error(r):
    e = K(r.choice(["ExpiredTokenException", "InvalidClientTokenId", "AccessDeniedException", "ThrottlingException"]), "error_name_i")
    return "log", "en", "An error occurred (%s) when calling the AssumeRole operation: The security token included in the request is expired" % e


@clean(2)
def c_vault_ok(r):
    return "shell", "en", "$ vault kv put secret/app db_password=@pw.txt\n======= Secret Path =======\nsecret/data/app\n======= Metadata =======\nKey                Value\n---                -----\nversion            %d" % r.randint(2, 30)


@clean(1)
def c_www_auth(r):
    return "http", "en", "HTTP/1.1 %s\nWWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\", error_description=\"The access token expired\"" % K("401 Unauthorized", "http_status_i")


@clean(1)
def c_example_doc(r):
    return "docs", "en", "For local testing the docs use the access key %s — requests with it are always rejected." % K("AKIAIOSFODNN7EXAMPLE", "example_key_i")


@clean(2)
def c_meeting(r):
    return "chat", "en", r.choice(["standup: migration done, flaky test quarantined, on-call handover at 5",
                                   "Reminder: change freeze starts Thursday 18:00 CET, rollbacks only",
                                   "retro notes: alert fatigue is real, we'll merge the two disk alerts",
                                   "the new password manager rollout is next week, no action needed yet"])


@clean(1)
def c_df(r):
    return "shell", "en", "$ df -h /var\nFilesystem      Size  Used Avail Use%% Mounted on\n/dev/nvme0n1p3   %dG   %dG   %dG  %d%% /var" % (r.randint(80, 500), r.randint(10, 70), r.randint(5, 60), r.randint(10, 95))


@clean(1)
def c_cloud_id(r):
    return "log", "en", "autoscaling: launched %s in %s" % (K("i-0" + rs(r, HEX, 16), "cloud_resource_id_i"), K("subnet-0" + rs(r, HEX, 16), "cloud_resource_id_i"))


@clean(1)
def c_compose_file(r):
    return "yaml", "en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw\n    secrets:\n      - pg_pw"



@clean(3)
def c_git_log(r):
    sha = K(rs(r, HEX, 40), "git_sha_i")
    msg = r.choice(["fix(auth): reject empty password before hashing", "chore: bump grpc to 1.64", "feat: add token refresh backoff",
                    "docs: explain how to rotate the webhook secret", "ci: cache pip wheels", "refactor: split session store"])
    return "shell", "en", "commit %s\nDate:   Tue Mar %d 1%d:%02d:11 2026 +0100\n\n    %s" % (sha, r.randint(1, 28), r.randint(0, 9), r.randint(0, 59), msg)


@clean(3)
def c_nginx_err(r):
    return "log", "en", "%s [error] %d#%d: *%d upstream prematurely closed connection while reading response header from upstream, request: \"GET /api/health HTTP/1.1\", upstream: \"http://127.0.0.1:%d/api/health\"" % (
        ts(r), r.randint(100, 999), r.randint(0, 9), r.randint(1000, 99999), r.choice([8000, 8080, 9000, 3000]))


@clean(3)
def c_api_ids(r):
    v = r.choice(["chatcmpl-" + rs(r, AN, 29), "msg_01" + rs(r, AN, 22), "req_" + rs(r, AN, 24), "run_" + rs(r, AN, 24)])
    return "log", "en", "%s DEBUG llm: finished %s tokens_in=%d tokens_out=%d finish_reason=stop" % (ts(r), K(v, "api_object_id_i"), r.randint(100, 9000), r.randint(10, 2000))


@clean(3)
def c_pip_hash(r):
    h = K(rs(r, HEX, 64), "hash_with_cue_i")
    pkg = r.choice(["requests==2.32.3", "urllib3==2.2.2", "cryptography==43.0.1", "idna==3.10"])
    return "config", "en", "%s \\\n    --hash=sha256:%s" % (pkg, h)


@clean(3)
def c_faq(r):
    lang, t = r.choice([("en", "Forgot your password? Use the \u201cReset\u201d link on the sign-in page; support will never ask for it."),
                        ("de", "Passwort vergessen? Klicke auf \u201eZurücksetzen\u201c. Wir fragen niemals nach deinem Kennwort."),
                        ("pt", "Esqueceu a senha? Clique em \u201cRedefinir\u201d. Nunca pedimos a sua senha por telefone."),
                        ("es", "¿Olvidaste tu contraseña? Pulsa \u201cRestablecer\u201d en la pantalla de acceso."),
                        ("fr", "Mot de passe oublié ? Cliquez sur « Réinitialiser »."),
                        ("it", "Hai dimenticato la password? Usa il link \u201cReimposta\u201d."),
                        ("pl", "Nie pamiętasz hasła? Kliknij \u201eResetuj\u201d."),
                        ("ru", "Забыли пароль? Нажмите «Сбросить пароль» на странице входа."),
                        ("zh", "忘记密码？请在登录页点击“重置密码”。"), ("ko", "비밀번호를 잊으셨나요? 로그인 화면에서 재설정을 누르세요.")])
    return "docs", lang, t


@clean(3)
def c_journal(r):
    unit = r.choice(["nginx.service", "postgresql@16-main.service", "redis-server.service", "docker.service"])
    return "log", "en", "%s %s systemd[1]: %s: Main process exited, code=killed, status=9/KILL\n%s systemd[1]: %s: Failed with result 'oom-kill'." % (
        hm(r), host(r), unit, hm(r), unit)


@clean(3)
def c_jira(r):
    return "ticket", "en", "%s-%d: %s\nPriority: %s\nComponent: %s" % (r.choice(["OPS", "PLAT", "SEC"]), r.randint(100, 9999),
        r.choice(["Rotate webhook secret after vendor incident", "Login page returns 502 under load", "Password reset e-mail not delivered",
                  "Token refresh race on mobile", "Move secrets to the vault"]), r.choice(["P1", "P2", "P3"]), r.choice(["auth", "gateway", "billing"]))


@clean(2)
def c_explain(r):
    return "sql", "en", "EXPLAIN ANALYZE SELECT * FROM sessions WHERE expires_at < now();\n Seq Scan on sessions  (cost=0.00..%d.%02d rows=%d width=64) (actual time=0.011..%d.%03d rows=%d loops=1)" % (
        r.randint(10, 9999), r.randint(0, 99), r.randint(1, 5000), r.randint(1, 900), r.randint(0, 999), r.randint(0, 5000))


@clean(2)
def c_status_chat(r):
    s = K(r.choice(STATUSES), "http_status_i")
    return "chat", "en", "%s from the CDN again, %s" % (s, r.choice(["rolling back", "cache purge didn't help", "status page updated", "vendor ticket open"]))


@clean(2)
def c_version_chat(r):
    v = K("%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 40), r.randint(0, 20), r.randint(0, 40)), "version_4part_i")
    return "chat", "en", "the fleet is on agent %s now, except the two canaries" % v

# ============================================================== wrappers
PREFIX = ["[#ops-help] ", "via Intercom: ", "-- forwarded from Discord --\n", "> ", "Ticket SUP-%d — customer reply:\n", "[%s] ",
          "%s INFO ", "(edited) ", "Jira comment:\n{quote}\n", "📎 screenshot.png\n"]
SUFFIX = ["\n\nSent via Superhuman", "\n(edited)", "\n👍 2", "\n{quote}", "\n--\nThis message may contain confidential information.",
          "\n[thread closed]"]


def wrap(r, text):
    if r.random() < 0.3:
        p = r.choice(PREFIX)
        if "%d" in p:
            p = p % r.randint(1000, 99999)
        elif "%s" in p:
            p = p % (hm(r) if p.startswith("[") else ts(r))
        text = p + text
    if r.random() < 0.15:
        text = text + r.choice(SUFFIX)
    return text


def main(path):
    rnd = random.Random(SEED)
    rows = []
    redraws = 0
    for kind, cls, n, fn in CLASSES:
        _CUR["cls"] = cls
        for i in range(n):
            for attempt in range(25):
                r = random.Random("%d/%s/%d/%d" % (SEED, cls, i, attempt))
                src, lang, marked = fn(r)
                marked = wrap(r, marked)
                text, spans = render(marked)
                if probe_ok(text, spans) and any(s["kind"] == kind for s in spans):
                    break
                redraws += 1
            else:
                sys.exit("class %s: 25 failed draws" % cls)
            rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": False, "_cls": cls})
    # clean snippets
    pool = [fn for w, fn in CLEAN for _ in range(w)]
    n_clean = 300
    for i in range(n_clean):
        fn = pool[i % len(pool)]
        r = random.Random("%d/clean/%d" % (SEED, i))
        src, lang, marked = fn(r)
        text, spans = render(marked)
        assert all(s["kind"] == "keep" for s in spans)
        assert probe_ok(text, spans)
        rows.append({"source": src, "lang": lang, "text": text, "spans": spans, "clean": True, "_cls": "clean"})
    # dedupe identical clean texts
    seen, out = set(), []
    for row in rows:
        if row["clean"] and row["text"] in seen:
            continue
        seen.add(row["text"])
        out.append(row)
    rnd.shuffle(out)
    with open(path, "w", encoding="utf-8") as f:
        for i, row in enumerate(out):
            rec = {"id": "i%04d" % i, "source": row["source"], "lang": row["lang"], "text": row["text"], "spans": row["spans"], "clean": row["clean"]}
            f.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d snippets (%d clean), %d classes, %d redraws" % (len(out), sum(r["clean"] for r in out), len(CLASSES), redraws), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus_i.jsonl")
