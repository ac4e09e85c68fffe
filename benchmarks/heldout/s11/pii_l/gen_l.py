#!/usr/bin/env python3
"""Generator for blind held-out PII/secret corpus L. stdlib only, seed 202612041.
usage: python3 gen_l.py corpus_l.jsonl"""
import json
import random
import re
import sys

import gen_l_values as V

SEED = 202612041


def S(v, c=None):
    return ("secret", v, c)


def P(v, c=None):
    return ("pii", v, c)


def K(v, c=None):
    return ("keep", v, c)


FIRST = {
    "en": ["Harriet", "Desmond", "Imogen", "Rupert", "Fiona", "Callum", "Priya", "Marcus", "Siobhan", "Gareth"],
    "de": ["Jürgen", "Annegret", "Wolfgang", "Henrike", "Torsten", "Friederike", "Lutz", "Mareike"],
    "fr": ["Élodie", "Gaëtan", "Solène", "Thibault", "Margaux", "Yannick", "Clémence"],
    "es": ["Ximena", "Rodrigo", "Itziar", "Gonzalo", "Macarena", "Iñaki", "Lucía"],
    "pt": ["Joaquim", "Conceição", "Rui", "Leonor", "Gonçalo", "Inês", "Thiago"],
    "it": ["Gianluca", "Ornella", "Raffaele", "Ludovica", "Massimo", "Benedetta"],
    "pl": ["Agnieszka", "Przemysław", "Małgorzata", "Grzegorz", "Jadwiga"],
    "nl": ["Maarten", "Femke", "Joost", "Sanne", "Wouter"],
    "tr": ["Zeynep", "Mehmet", "Elif", "Burak", "Ayşe"],
    "sv": ["Sigrid", "Björn", "Linnea", "Gunnar"],
    "ja": ["Haruto", "Yui", "Sota", "Aoi"],
    "in": ["Anirudh", "Lakshmi", "Venkatesh", "Deepika", "Raghav"],
}
LAST = {
    "en": ["Whitlock", "Pemberton", "Okafor", "Hargreaves", "Fairweather", "Donnelly", "Ashdown", "Lockhart", "Brannigan"],
    "de": ["Schwertfeger", "Kühnel", "Brandauer", "Wendelin", "Obermaier", "Rößler", "Tiedemann", "Hufnagel"],
    "fr": ["Marchetti", "Lefebvre", "Dumoulin", "Giraudeau", "Rousselot", "Vautrin"],
    "es": ["Etxeberria", "Villalobos", "Quintanilla", "Santamaría", "Arrieta", "Cifuentes"],
    "pt": ["Magalhães", "Figueiredo", "Albuquerque", "Sequeira", "Carvalhal", "Bettencourt"],
    "it": ["Santangelo", "Bonfiglio", "Caporaso", "Ferraresi", "Lombardini"],
    "pl": ["Kowalczyk", "Wiśniewska", "Szymańczyk", "Grabowski", "Przybylska"],
    "nl": ["Verhoeven", "Dijkstra", "Brouwer", "Hoekstra", "Timmermans"],
    "tr": ["Yılmazer", "Karaca", "Öztürk", "Demirci", "Aydoğan"],
    "sv": ["Lindqvist", "Bergström", "Sandberg", "Åkesson"],
    "ja": ["Takahashi", "Nakamura", "Kobayashi", "Yamaguchi"],
    "in": ["Raghunathan", "Subramaniam", "Chakraborty", "Venkataraman", "Deshpande"],
}
LANGS = list(FIRST)
REGION_WORD = {"DE": ["in Köln", "aus Hamburg", "in Deutschland", "in München"],
               "PT": ["em Lisboa", "no Porto", "em Portugal"], "ES": ["en Madrid", "desde Sevilla", "en España"],
               "GB": ["in Leeds", "in the UK", "in Manchester", "up in Glasgow"], "FR": ["à Lyon", "en France", "à Bordeaux"],
               "IT": ["a Milano", "in Italia", "a Torino"], "NL": ["in Utrecht", "in Nederland", "in Rotterdam"],
               "PL": ["w Krakowie", "w Polsce", "z Gdańska"], "BR": ["em São Paulo", "no Brasil", "em Curitiba"],
               "US": ["in Boston", "in Seattle", "in Texas"], "MX": ["en la CDMX", "en Monterrey", "en México"],
               "JP": ["in Osaka", "in Japan", "in Tokyo"], "SE": ["i Göteborg", "i Sverige", "i Malmö"],
               "IN": ["in Bengaluru", "in Pune", "in India"], "AU": ["in Melbourne", "in Brisbane", "in Australia"]}


_TR = str.maketrans({"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss", "é": "e", "è": "e", "ë": "e", "ê": "e", "á": "a", "à": "a", "ã": "a",
                     "â": "a", "í": "i", "ó": "o", "ô": "o", "õ": "o", "ú": "u", "ñ": "n", "ç": "c", "ł": "l", "ś": "s", "ń": "n",
                     "ą": "a", "ę": "e", "ż": "z", "ź": "z", "ı": "i", "ş": "s", "ğ": "g", "å": "a", "ø": "o"})


def translit(s):
    return s.lower().translate(_TR)


def name(r, lang=None):
    lang = lang or r.choice(LANGS)
    return r.choice(FIRST[lang]), r.choice(LAST[lang])


def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randrange(1, 12), r.randrange(1, 28), r.randrange(24), r.randrange(60),
                                                    r.randrange(60), r.randrange(1000))


def hm(r):
    return "%02d:%02d" % (r.randrange(7, 20), r.randrange(60))


def dob(r):
    return r.randrange(1948, 2004), r.randrange(1, 13), r.randrange(1, 29)


HOSTS = ["db-primary.internal", "pg-eu-2.corp.lan", "10.20.4.17", "mysql.staging.acme.io", "redis-cache-01", "ldap.hq.example.org"]
USERS = ["svc_billing", "deploy", "app_rw", "reporting", "jenkins", "etl_loader", "admin", "root", "grafana"]

C = {}


def cls(kind, nm=None):
    def deco(f):
        C[nm or f.__name__] = (kind, f)
        return f
    return deco


# ======================= SECRET CLASSES =======================
@cls("secret")
def pw_verb_set(r):
    pw = V.password(r)
    t = r.choice([
        ["ok, I've reset it. It's now ", S(pw), " until you change it on first login"],
        ["Changed the shared mailbox credential this morning, new one reads ", S(pw), " (case sensitive)."],
        ["I went ahead and set yours to ", S(pw), " - please swap it after you're in."],
        ["Reset done — temp value is ", S(pw), ", expires in 24h."],
        ["the kiosk account got re-keyed to ", S(pw), " after the audit"],
        ["Pushed a new one for the NAS admin: ", S(pw)],
    ])
    return "chat", "en", t


@cls("secret")
def pw_verb_try(r):
    pw = V.password(r)
    t = r.choice([
        ["If that fails give ", S(pw), " a shot, that's what facilities uses."],
        ["can you try signing in with ", S(pw), " instead?"],
        ["Log in as yourself and when it prompts again, enter ", S(pw)],
        ["works for me with ", S(pw), " — maybe caps lock?"],
        ["Type ", S(pw), " at the BIOS prompt, then F10 to save."],
    ])
    return "chat", "en", t


@cls("secret")
def pw_backref(r):
    pw = V.password(r)
    who, _ = name(r, "en")
    t = r.choice([
        ["Use the same one as the staging box: ", S(pw)],
        ["it's still what I DM'd you in March -> ", S(pw)],
        ["Unchanged from last quarter, i.e. ", S(pw), ". Don't ask me why."],
        ["same as the printer one, ", S(pw), ", we never rotated it"],
        ["identical to the old VPN one (", S(pw), ") per the handover doc"],
    ])
    return "chat", "en", t


@cls("secret")
def pw_varname_cue(r):
    pw = V.password(r)
    var = r.choice(["ADMIN_PASSWORD", "DB_PASS", "SMTP_PASSWD", "KEYCLOAK_ADMIN_PASSWORD", "POSTGRES_PASSWORD", "LDAP_BIND_PW",
                    "RABBITMQ_DEFAULT_PASS", "MINIO_ROOT_PASSWORD"])
    t = r.choice([
        ["rotated ", K(var, "config_key_name"), " on prod, value is now ", S(pw)],
        ["fyi ", K(var, "config_key_name"), " -> ", S(pw), " (was leaking in the old compose file)"],
        ["Updated the vault entry: ", K(var, "config_key_name"), " = ", S(pw), ". Redeploy pls"],
        [K(var, "config_key_name"), " for the new cluster is ", S(pw), ", the old one is dead"],
    ])
    return "chat", "en", t


@cls("secret")
def pw_non_english(r):
    pw = V.password(r)
    opts = [
        ("de", ["Das neue Kennwort für den Drucker lautet ", S(pw), ", bitte nicht weitergeben."]),
        ("de", ["Passwort zurückgesetzt, vorläufig: ", S(pw)]),
        ("pt", ["A senha provisória do portal é ", S(pw), " e expira amanhã."]),
        ("pt", ["Troquei a palavra-passe do router para ", S(pw)]),
        ("es", ["La contraseña nueva es ", S(pw), ", cámbiala al entrar."]),
        ("es", ["Te dejo la clave del wifi de la oficina: ", S(pw)]),
        ("fr", ["Le mot de passe temporaire est ", S(pw), " — pense à le changer."]),
        ("nl", ["Het wachtwoord is tijdelijk ", S(pw), ", graag meteen aanpassen."]),
        ("pl", ["Nowe hasło do panelu: ", S(pw)]),
        ("it", ["La password provvisoria è ", S(pw), ", valida 48 ore."]),
        ("sv", ["Lösenordet till servern är nu ", S(pw)]),
        ("tr", ["Yeni şifre: ", S(pw), " — ilk girişte değiştirin."]),
        ("ru", ["Временный пароль: ", S(pw), ", смените после входа."]),
        ("ja", ["仮パスワードは ", S(pw), " です。初回ログイン後に変更してください。"]),
        ("zh", ["新密码是 ", S(pw), "，请尽快修改。"]),
    ]
    lang, t = r.choice(opts)
    return "chat", lang, t


@cls("secret")
def login_pair(r):
    pw = V.password(r)
    u = r.choice(USERS)
    t = r.choice([
        ["The VPN login is ", u, " / ", S(pw)],
        ["creds for the router: ", u, " | ", S(pw)],
        ["Zugang Kamera-NVR: ", u, " / ", S(pw)],
        ["login ", u, " pw ", S(pw), " (temporary)"],
        ["Use ", u, ":", S(pw), " on the jump host"],
        ["acceso al panel → usuario ", u, ", clave ", S(pw)],
    ])
    return "chat", "en", t


@cls("secret")
def pw_session_repeat(r):
    pw = V.password(r)
    a, b = r.choice(["Ops", "Dana", "tech"]), r.choice(["me", "Customer", "user"])
    t = ["[", hm(r), "] ", a, ": temporary credential is ", S(pw), "\n[", hm(r), "] ", b, ": still says invalid\n[",
         hm(r), "] ", a, ": did you paste ", S(pw), " with a trailing space? try typing it"]
    return "chat", "en", t


@cls("secret")
def dict_repr_auth(r):
    tok = r.choice([V.jwt(r), V.rs(r, V.AN, 40)])
    kind = r.choice(["Bearer ", "Token ", ""])
    t = [ts(r), " DEBUG urllib3.connectionpool sending headers={'Accept': 'application/json', 'Authorization': '", kind, S(tok),
         "', 'User-Agent': 'acme-sync/", K(V.version4(r), "version_4part"), "'}"]
    return "log", "", t


@cls("secret")
def dict_repr_basic(r):
    u = r.choice(USERS)
    pw = V.password(r)
    b = V.basic_b64(r, u, pw)
    t = ["requests kwargs: {'url': 'https://api.internal/v2/sync', 'headers': {\"Authorization\": \"Basic ", S(b),
         "\"}, 'timeout': 30}"]
    return "log", "", t


@cls("secret")
def dict_repr_password(r):
    pw = V.password(r)
    t = r.choice([
        ["ERROR connect failed kwargs={'host': '", r.choice(HOSTS), "', 'user': '", r.choice(USERS), "', 'password': '", S(pw), "', 'port': 5432}"],
        ["celery task retry: args=() kwargs={'dsn_pass': '", S(pw), "', 'attempt': 3}"],
        ["payload={\"username\": \"", r.choice(USERS), "\", \"pwd\": \"", S(pw), "\", \"remember\": true}"],
    ])
    return "log", "", t


@cls("secret")
def cookie_value(r):
    v = V.session_cookie(r)
    t = r.choice([
        ["Cookie: ", r.choice(["sessionid", "connect.sid", "laravel_session", "PHPSESSID", "_gitlab_session"]), "=", S(v), "; theme=dark; lang=en"],
        ["Set-Cookie: __Host-session=", S(v), "; Path=/; Secure; HttpOnly; SameSite=Lax"],
        ["curl -b 'remember_token=", S(v), "' https://app.example.net/me"],
    ])
    return "http", "", t


@cls("secret")
def query_string_token(r):
    v = V.rs(r, V.URLSAFE, r.choice([32, 43]))
    t = [r.choice(["GET ", "redirect to ", "webhook url: "]), "https://hooks.partner.io/cb?state=ok&",
         r.choice(["access_token", "api_key", "sig", "token", "client_secret"]), "=", S(v), "&page=2"]
    return "http", "", t


@cls("secret")
def http_header_apikey(r):
    v = V.rs(r, V.AN, r.choice([32, 40, 48]))
    h = r.choice(["X-API-Key", "x-auth-token", "Api-Key", "X-Vault-Token", "PRIVATE-TOKEN", "X-Shopify-Access-Token"])
    t = ["> POST /v1/ingest HTTP/1.1\n> Host: ingest.example.com\n> ", h, ": ", S(v), "\n> Content-Type: application/json\n< HTTP/1.1 ",
         K(r.choice(V.STATUS), "status_phrase")]
    return "http", "", t


@cls("secret")
def sql_insert_secret(r):
    pw = V.password(r)
    t = ["INSERT INTO service_accounts (name, login, secret, created_at) VALUES ('reports', '", r.choice(USERS), "', '", S(pw),
         "', now());"]
    return "sql", "", t


@cls("secret")
def sql_result_secret(r):
    k = V.rs(r, V.AN, 32)
    t = ["mysql> SELECT id, label, api_key FROM integrations WHERE id=7;\n+----+----------+----------------------------------+\n",
         "| id | label    | api_key                          |\n+----+----------+----------------------------------+\n",
         "|  7 | zendesk  | ", S(k), " |\n+----+----------+----------------------------------+\n1 row in set (0.00 sec)"]
    return "sql", "", t


@cls("secret")
def csv_secret(r):
    a, b = V.password(r), V.password(r)
    t = ["system,username,password,notes\nwiki,", r.choice(USERS), ",", S(a), ",migrated\nftp,", r.choice(USERS), ",", S(b), ",legacy"]
    return "csv", "", t


@cls("secret")
def netrc_pw(r):
    pw = V.password(r)
    t = ["$ cat ~/.netrc\nmachine ", r.choice(["api.heroku.com", "git.corp.example", "ftp.vendor.de"]), "\n  login ",
         r.choice(USERS), "\n  password ", S(pw)]
    return "shell", "", t


@cls("secret")
def pgpass_pw(r):
    pw = V.password(r).replace(":", "")
    t = [r.choice(["# ~/.pgpass\n", ".pgpass on the bastion:\n"]), r.choice(HOSTS), ":5432:", r.choice(["billing", "*", "analytics"]),
         ":", r.choice(USERS), ":", S(pw)]
    return "config", "", t


@cls("secret")
def cli_flag_pw(r):
    pw = V.password(r).replace("'", "")
    t = r.choice([
        ["$ mysql -h ", r.choice(HOSTS), " -u ", r.choice(USERS), " -p'", S(pw), "' billing"],
        ["history | grep sshpass\n  812  sshpass -p '", S(pw), "' ssh ", r.choice(USERS), "@", r.choice(HOSTS)],
        ["./manage.py createsuperuser --username ops --password=", S(pw)],
        ["docker login registry.gitlab.com -u ci -p ", S(pw)],
        ["mongosh \"mongodb://", r.choice(HOSTS), "\" --username ", r.choice(USERS), " --password '", S(pw), "'"],
    ])
    return "shell", "", t


@cls("secret")
def yaml_secret(r):
    pw = V.password(r)
    t = ["spring:\n  datasource:\n    url: jdbc:postgresql://", r.choice(HOSTS), "/orders\n    username: ", r.choice(USERS),
         "\n    password: \"", S(pw), "\"\n  jpa:\n    open-in-view: false"]
    return "config", "", t


@cls("secret")
def toml_ini_secret(r):
    pw = V.password(r)
    t = r.choice([
        ["[database]\nhost = \"", r.choice(HOSTS), "\"\nuser = \"", r.choice(USERS), "\"\npassword = \"", S(pw), "\"\npool = 10"],
        ["[smtp]\nserver=mail.example.org\nport=587\nauth_pass=", S(pw), "\nstarttls=yes"],
        ["; php.ini override\nmysqli.default_pw = ", S(pw)],
    ])
    return "config", "", t


@cls("secret")
def env_secret(r):
    pw = V.password(r)
    k = V.rs(r, V.AN, 40)
    t = ["# .env.production\nAPP_ENV=production\nDB_HOST=", r.choice(HOSTS), "\nDB_PASSWORD=", S(pw), "\nMAILGUN_SECRET=", S(k, "env_secret"),
         "\nLOG_LEVEL=info"]
    return "config", "", t


@cls("secret")
def json_secret(r):
    v = V.rs(r, V.AN + "-_", 40)
    t = ["tool_call: {\"name\": \"create_connector\", \"arguments\": {\"type\": \"salesforce\", \"client_id\": \"3MVG9",
         "\", \"client_secret\": \"", S(v), "\", \"sandbox\": false}}"]
    return "tool", "", t


@cls("secret")
def url_userinfo(r):
    pw = V.password(r).replace("@", "").replace("/", "").replace(":", "").replace("#", "").replace("?", "")
    t = [r.choice(["DATABASE_URL=", "broker: ", "Connecting to "]), r.choice(["postgres", "amqp", "redis", "mongodb+srv"]), "://",
         r.choice(USERS), ":", S(pw), "@", r.choice(HOSTS), "/main"]
    return "config", "", t


@cls("secret")
def md_link_basic(r):
    pw = V.password(r).replace("@", "").replace("/", "").replace(":", "").replace("#", "").replace("?", "").replace(")", "")
    t = ["See the [staging dashboard](https://", r.choice(USERS), ":", S(pw), "@stage.metrics.example.com/d/abc) for the graphs."]
    return "doc", "en", t


def vendor(name, fn, ctxs):
    def f(r):
        v = fn(r)
        c = r.choice(ctxs)
        return c[0], "", [c[1], S(v), c[2]]
    f.__name__ = name
    cls("secret", name)(f)


vendor("aws_access_key", V.aws_key_id, [("config", "[default]\naws_access_key_id = ", "\nregion = eu-central-1"),
                                         ("chat", "the CI user's key id is ", ", secret in 1password"),
                                         ("log", "botocore.credentials Found credentials in env: AccessKeyId=", "")])
vendor("aws_secret_key", V.aws_secret, [("config", "aws_secret_access_key = ", "\n"), ("shell", "export AWS_SECRET_ACCESS_KEY=", "")])
vendor("github_token", V.ghp, [("shell", "git clone https://x-access-token:", "@github.com/acme/infra.git"),
                               ("chat", "here's a token with repo scope: ", " (expires in 7d)")])
vendor("github_fine_pat", V.github_pat, [("config", "GITHUB_TOKEN=", ""), ("chat", "new fine-grained PAT: ", "")])
vendor("gitlab_pat", V.glpat, [("shell", "curl --header \"PRIVATE-TOKEN: ", "\" https://gitlab.example.com/api/v4/projects"),
                               ("config", "gitlab_token: ", "")])
vendor("slack_token", V.slack, [("config", "SLACK_BOT_TOKEN=", ""), ("chat", "bot token for the alerts app: ", "")])
vendor("stripe_live", V.stripe, [("shell", "stripe listen --api-key ", ""), ("config", "STRIPE_SECRET=", "")])
vendor("twilio_auth_token", V.twilio_auth, [("config", "TWILIO_AUTH_TOKEN=", ""), ("chat", "twilio auth token: ", " — the SID is in the wiki")])
vendor("twilio_api_key", V.twilio_sk, [("chat", "Twilio API key SID + secret: ", " / ask me for the secret part")])
vendor("tailscale_key", V.tailscale, [("shell", "sudo tailscale up --authkey=", " --ssh"), ("config", "TS_AUTHKEY: ", "")])
vendor("grafana_token", V.grafana, [("config", "GRAFANA_CLOUD_TOKEN=", ""), ("chat", "grafana access policy token: ", "")])
vendor("openai_key", V.openai, [("config", "OPENAI_API_KEY=", ""), ("log", "client = OpenAI(api_key=\"", "\")")])
vendor("anthropic_key", V.anthropic, [("config", "ANTHROPIC_API_KEY=", ""), ("chat", "new key for the eval harness: ", "")])
vendor("google_api_key", V.google_api, [("http", "GET https://maps.googleapis.com/maps/api/geocode/json?address=x&key=", ""),
                                         ("config", "firebase apiKey: \"", "\"")])
vendor("npm_token", V.npm, [("config", "//registry.npmjs.org/:_authToken=", ""), ("shell", "export NPM_TOKEN=", "")])
vendor("pypi_token", V.pypi, [("config", "[pypi]\nusername = __token__\npassword = ", "")])
vendor("sendgrid_key", V.sendgrid, [("config", "SENDGRID_API_KEY=", ""), ("chat", "sendgrid key: ", "")])
vendor("azure_client_secret", V.azure_secret, [("config", "AZURE_CLIENT_SECRET=", ""), ("chat", "client secret value (not the ID): ", "")])
vendor("digitalocean_token", V.do_token, [("shell", "doctl auth init -t ", "")])
vendor("vault_token", V.vault, [("shell", "export VAULT_TOKEN=", ""), ("http", "X-Vault-Token: ", "")])
vendor("shopify_token", V.shopify, [("config", "SHOPIFY_ACCESS_TOKEN=", "")])
vendor("databricks_token", V.databricks, [("config", "[DEFAULT]\nhost = https://adb-1234.azuredatabricks.net\ntoken = ", "")])
vendor("huggingface_token", V.hf, [("shell", "huggingface-cli login --token ", ""), ("config", "HF_TOKEN=", "")])
vendor("jwt_token", V.jwt, [("http", "authorization: Bearer ", ""), ("chat", "the token from the login response was ", "")])
vendor("eth_private_key", V.eth_key, [("config", "DEPLOYER_PRIVATE_KEY=", ""), ("chat", "wallet private key (secp256k1): ", " — testnet only but still")])


@cls("secret")
def azure_sp_bundle(r):
    sec = V.azure_secret(r)
    t = ["{\n  \"appId\": \"", K(V.uuid4(r), "uuid"), "\",\n  \"displayName\": \"sp-terraform\",\n  \"password\": \"", S(sec),
         "\",\n  \"tenant\": \"", K(V.uuid4(r), "uuid"), "\"\n}"]
    return "config", "", t


@cls("secret")
def pem_private_key(r):
    body = V.pem_body(r)
    kind = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    t = ["pasted from the old server:\n-----BEGIN ", kind, "-----\n", S(body), "\n-----END ", kind, "-----"]
    return "chat", "", t


@cls("secret")
def totp_seed(r):
    s = V.totp_seed(r)
    t = r.choice([["otpauth://totp/ACME:ops?secret=", S(s), "&issuer=ACME&digits=6"],
                  ["If the QR won't scan, enter the setup key manually: ", S(s)]])
    return "chat", "en", t


@cls("secret")
def recovery_codes(r):
    cs = V.recovery_codes(r)
    t = ["Backup codes for the shared admin (store offline!):\n"]
    for c in cs:
        t += ["  ", S(c), "\n"]
    return "chat", "en", t


@cls("secret")
def wifi_psk(r):
    k = V.wifi_psk(r)
    t = r.choice([["Gäste-WLAN \"Besprechung\", WPA2-Schlüssel: ", S(k)], ["WIFI:T:WPA;S:Warehouse-5G;P:", S(k), ";;"],
                  ["guest network is Lobby-Guest, passphrase ", S(k)]])
    return "chat", "de", t


@cls("secret")
def docker_config_auth(r):
    a = V.docker_auth(r)
    t = ["~/.docker/config.json:\n{\n  \"auths\": {\n    \"registry.example.io\": {\n      \"auth\": \"", S(a), "\"\n    }\n  }\n}"]
    return "config", "", t


@cls("secret")
def kubeconfig_token(r):
    tok = V.jwt(r)
    t = ["users:\n- name: ci-deployer\n  user:\n    token: ", S(tok), "\ncontexts:\n- name: prod\n  context: {cluster: prod, user: ci-deployer}"]
    return "config", "", t


@cls("secret")
def webhook_url_secret(r):
    t = r.choice([
        ["alerts go to https://hooks.slack.com/services/T", V.rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 8), "/B",
         V.rs(r, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", 10), "/", S(V.rs(r, V.AN, 24))],
        ["discord webhook: https://discord.com/api/webhooks/", str(r.randrange(10**17, 10**18)), "/", S(V.rs(r, V.URLSAFE, 68))],
    ])
    return "chat", "en", t


# ======================= PII CLASSES =======================
@cls("pii")
def email_obfuscated(r):
    f, l = name(r, r.choice(["en", "de", "fr", "es"]))
    u = translit(f[0] + "." + l)
    dom = r.choice(["fastmail", "posteo", "outlook", "kanzlei-weber", "gmx"])
    tld = r.choice(["com", "de", "fr", "net"])
    v = r.choice(["%s at %s dot %s" % (u, dom, tld), "%s (at) %s (dot) %s" % (u, dom, tld), "%s[at]%s[dot]%s" % (u, dom, tld),
                  "%s AT %s DOT %s" % (u, dom, tld), "%s @ %s . %s" % (u, dom, tld)])
    t = [r.choice(["reach me at ", "schreib mir an ", "mi correo: ", "contact: "]), P(v), r.choice([" if the form breaks", "", "."])]
    return "chat", "en", t


@cls("pii")
def email_plain(r):
    f, l = name(r, "en")
    v = "%s.%s@%s" % (f.lower(), l.lower(), r.choice(["northwind-legal.co.uk", "gmail.com", "proton.me", "hey.com"]))
    t = [r.choice(["Customer email on file: ", "cc'ing ", "forwarded by "]), P(v)]
    return "chat", "en", t


@cls("pii")
def mention_handle(r):
    f, l = name(r)
    h = r.choice([(f[0] + l).lower(), f.lower() + "." + l.lower(), f.lower() + "_" + l[:3].lower()])
    h = translit(h)
    t = r.choice([["@", P(h), " can you take a look at the failing deploy?"], ["thanks @", P(h), "! merged."],
                  ["cc @", P(h), " (on-call this week)"]])
    return "chat", "en", t


@cls("pii")
def name_spelled(r):
    f, l = name(r, r.choice(["pl", "de", "en", "tr", "es"]))
    sp = "-".join(l.upper())
    sp2 = " ".join(l.upper())
    v = r.choice([sp, sp2])
    t = ["Agent: Could you spell the surname please?\nCaller: Sure, it's ", P(v), ".\nAgent: Thank you."]
    return "transcript", "en", t


@cls("pii")
def name_last_first(r):
    f, l = name(r)
    t = [P("%s, %s" % (l, f)), "  ", hm(r), "\nthe export finished but the numbers look off for Q3\n"]
    return "chat", "en", t


@cls("pii")
def name_signoff(r):
    lang = r.choice(["de", "fr", "es", "pt", "it", "nl", "pl", "en", "sv"])
    f, l = name(r, lang)
    so = {"de": "Mit freundlichen Grüßen", "fr": "Bien cordialement,", "es": "Un saludo,", "pt": "Atenciosamente,",
          "it": "Cordiali saluti", "nl": "Met vriendelijke groet,", "pl": "Pozdrawiam serdecznie", "en": "Cheers,", "sv": "Vänliga hälsningar"}[lang]
    body = {"de": "anbei die Rechnung für November.", "fr": "vous trouverez ci-joint le devis.", "es": "adjunto el informe.",
            "pt": "segue em anexo o relatório.", "it": "in allegato il preventivo.", "nl": "bijgevoegd de offerte.",
            "pl": "w załączniku przesyłam fakturę.", "en": "the patch is attached.", "sv": "bifogar offerten."}[lang]
    t = [body, "\n\n", so, "\n", P("%s %s" % (f, l), "name_signoff"), "\n", r.choice(["Buchhaltung", "Support", "IT", "Vendas", "Ops"])]
    return "email", lang, t


@cls("pii")
def name_table(r):
    rows = []
    t = ["| Ticket | Assignee | Status |\n|---|---|---|\n"]
    for i in range(r.randrange(2, 4)):
        f, l = name(r)
        t += ["| INC-", str(r.randrange(1000, 9999)), " | ", P("%s %s" % (f, l)), " | ", r.choice(["open", "pending", "done"]), " |\n"]
    return "doc", "en", t


@cls("pii")
def name_prose(r):
    lang = r.choice(["de", "fr", "es", "pt", "it", "en", "nl", "pl"])
    f, l = name(r, lang)
    n = "%s %s" % (f, l)
    t = {"de": ["Heute hat ", P(n), " aus der Buchhaltung angerufen, wegen der doppelten Abbuchung."],
         "fr": ["J'ai parlé avec ", P(n), " ce matin, elle confirme le retard."],
         "es": ["Según ", P(n), ", el pedido salió el lunes."],
         "pt": ["O ", P(n), " disse que o servidor voltou às 14h."],
         "it": ["Ho sentito ", P(n), ": il contratto scade a marzo."],
         "en": ["Spoke to ", P(n), " from procurement; they want the quote revised."],
         "nl": ["Volgens ", P(n), " is de levering vertraagd."],
         "pl": ["Rozmawiałem z ", P(n), ", faktura jest już opłacona."]}[lang]
    return "chat", lang, t


@cls("pii")
def name_email_header(r):
    f, l = name(r)
    dom = r.choice(["example-shop.de", "mail.example.com", "contoso.fr"])
    t = ["From: ", P("%s %s" % (f, l), "name_email_header"), " <", P(translit("%s.%s@%s" % (f[0], l, dom)), "email_plain"),
         ">\nSubject: Re: order not delivered\nDate: Tue, 3 Nov 2026 09:14:02 +0100\n\nStill waiting, any update?"]
    return "email", "en", t


@cls("pii")
def name_cjk(r):
    n = r.choice(["王晓明", "李静怡", "佐藤健太", "高橋美咲", "张伟强", "김민준", "박서연", "陳家豪"])
    t = r.choice([["担当者: ", P(n), "\n件名: 請求書の再発行"], ["联系人：", P(n), "，电话稍后补充。"], ["담당자: ", P(n), " 님께 전달했습니다."]])
    return "chat", "ja", t


@cls("pii")
def phone_national(r):
    reg = r.choice(list(REGION_WORD))
    p = V.phone(r, reg)
    w = r.choice(REGION_WORD[reg])
    t = r.choice([["Customer ", w, ", callback on ", ("pii", p, "phone_national", reg)],
                  ["mobile (she's ", w, "): ", ("pii", p, "phone_national", reg)],
                  ["the store ", w, " can be reached at ", ("pii", p, "phone_national", reg), " until 6pm"]])
    return "chat", "en", t


@cls("pii")
def phone_national_lang(r):
    reg, lang, t0 = r.choice([("DE", "de", "Rückruf bitte unter "), ("PT", "pt", "Pode ligar-me para o "), ("ES", "es", "Llámame al "),
                              ("FR", "fr", "Rappelez-moi au "), ("IT", "it", "Mi chiami al "), ("NL", "nl", "Bel me even op "),
                              ("PL", "pl", "Proszę dzwonić pod numer "), ("BR", "pt", "Meu celular é "), ("SE", "sv", "Ring mig på "),
                              ("JP", "ja", "携帯: ")])
    p = V.phone(r, reg)
    return "chat", lang, [t0, ("pii", p, "phone_national_lang", reg), r.choice(["", ", danke", ".", " obrigado"[:0]])]


@cls("pii")
def phone_intl(r):
    reg = r.choice(["DE", "GB", "ES", "FR", "US", "BR", "IN"])
    import_cc = {"DE": "49", "GB": "44", "ES": "34", "FR": "33", "US": "1", "BR": "55", "IN": "91"}[reg]
    nat = V.phone(r, reg)
    digits = re.sub(r"\D", "", nat)
    if reg not in ("US", "ES", "IN") and digits.startswith("0"):
        digits = digits[1:]
    p = "+%s %s" % (import_cc, digits)
    return "chat", "en", ["WhatsApp me on ", ("pii", p, "phone_intl", reg)]


@cls("pii")
def card_number(r):
    c = V.card(r)
    t = r.choice([["card ending? no, full number is ", P(c), " exp 09/29"], ["Kartennummer: ", P(c)],
                  ["{'pan': '", P(c), "', 'status': 'declined'}"], ["número da tarjeta ", P(c)]])
    return "chat", "en", t


@cls("pii")
def dob_multilang(r):
    y, m, d = dob(r)
    opts = [("de", "Geburtsdatum: ", "%02d.%02d.%d" % (d, m, y)), ("de", "geb. am ", "%d.%d.%d" % (d, m, y)),
            ("fr", "né le ", "%02d/%02d/%d" % (d, m, y)), ("es", "fecha de nacimiento: ", "%02d/%02d/%d" % (d, m, y)),
            ("pt", "data de nascimento ", "%02d/%02d/%d" % (d, m, y)), ("it", "nata il ", "%d/%d/%d" % (d, m, y)),
            ("nl", "geboortedatum ", "%02d-%02d-%d" % (d, m, y)), ("pl", "data urodzenia: ", "%02d.%02d.%d" % (d, m, y)),
            ("sv", "födelsedatum ", "%d-%02d-%02d" % (y, m, d)), ("tr", "doğum tarihi: ", "%02d.%02d.%d" % (d, m, y)),
            ("ja", "生年月日：", "%d年%d月%d日" % (y, m, d)), ("ru", "дата рождения: ", "%02d.%02d.%d" % (d, m, y)),
            ("en", "DOB ", "%02d/%02d/%d" % (m, d, y)), ("zh", "出生日期：", "%d-%02d-%02d" % (y, m, d))]
    lang, cue, v = r.choice(opts)
    return "chat", lang, ["Kunde verifiziert, " if lang == "de" else "", cue, P(v)]


@cls("pii")
def dob_table_header(r):
    sep = r.choice([",", ";"])
    t = [r.choice(["employee_id,full_name,dob,dept\n", "id,nome,data_nascimento,setor\n", "emp_no,name,date_of_birth,team\n"]).replace(",", sep)]
    for i in range(2):
        f, l = name(r)
        y, m, d = dob(r)
        t += [str(r.randrange(1000, 9999)), sep, P("%s %s" % (f, l), "name_table"), sep, P("%d-%02d-%02d" % (y, m, d)), sep,
              r.choice(["ops", "finance", "hr"]), "\n"]
    return "csv", "en", t


@cls("pii")
def dob_prev_line(r):
    y, m, d = dob(r)
    mon = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"][m - 1]
    v = r.choice(["%d %s %d" % (d, mon, y), "%s %d, %d" % (mon, d, y), "%02d/%02d/%d" % (d, m, y)])
    t = [r.choice(["Agent: And your date of birth?\nCaller: ", "Agent: Can I confirm when you were born?\nCustomer: uh, ",
                   "Atendente: E a data de nascimento?\nCliente: "]), P(v), "\nAgent: Thanks, that matches."]
    return "transcript", "en", t


@cls("pii")
def dob_sql(r):
    y, m, d = dob(r)
    f, l = name(r)
    t = ["psql> select id, last_name, birth_date from patients where id = 4411;\n  id  | last_name | birth_date\n------+-----------+------------\n 4411 | ",
         P(l, "name_table"), " | ", P("%d-%02d-%02d" % (y, m, d)), "\n(1 row)"]
    return "sql", "", t


@cls("pii")
def ssn_bare(r):
    v = V.ssn(r, r.choice(["", "-", " "]))
    t = r.choice([["my social is ", P(v), " if you need it"], ["SSN on the W-9: ", P(v)], ["last four won't work, whole social: ", P(v)]])
    return "chat", "en", t


def idcls(nm, lang, cues, fn):
    def f(r):
        v = fn(r)
        c = r.choice(cues)
        return "chat", lang, [c[0], P(v), c[1]]
    f.__name__ = nm
    cls("pii", nm)(f)


def _d(r, g):
    y, m, d = dob(r)
    return g(r, y, m, d)


idcls("id_es_dni", "es", [("Mi DNI es ", ", por si lo necesitan."), ("NIF del titular: ", "")], V.dni)
idcls("id_es_nie", "es", [("NIE: ", " (residente)"), ("tengo NIE, es el ", "")], V.nie)
idcls("id_br_cpf", "pt", [("CPF do cliente: ", ""), ("meu CPF é ", " e o RG mando depois")], V.cpf)
idcls("id_cn_resident", "zh", [("身份证号：", ""), ("resident ID card no. ", "")], lambda r: _d(r, V.cn_id))
idcls("id_in_aadhaar", "en", [("Aadhaar number ", " for the KYC"), ("my aadhar no is ", "")], V.aadhaar)
idcls("id_pl_pesel", "pl", [("PESEL: ", ""), ("numer PESEL pacjenta ", "")], lambda r: _d(r, V.pesel))
idcls("id_fr_nir", "fr", [("N° de sécurité sociale : ", ""), ("numéro INSEE ", " pour la mutuelle")], lambda r: V.nir(r, *dob(r)[:2]))
idcls("id_nl_bsn", "nl", [("BSN: ", ""), ("mijn burgerservicenummer is ", "")], V.bsn)
idcls("id_tr_tckn", "tr", [("TC kimlik no: ", ""), ("T.C. Kimlik Numarası ", "")], V.tckn)
idcls("id_mx_curp", "es", [("CURP: ", ""), ("mi CURP es ", ", la RFC la mando luego")], lambda r: _d(r, V.curp))
idcls("id_kr_rrn", "ko", [("주민등록번호: ", ""), ("RRN ", " (Korean resident)")], lambda r: _d(r, V.rrn))
idcls("id_jp_mynumber", "ja", [("マイナンバー：", ""), ("My Number (個人番号) ", "")], V.mynumber)
idcls("id_ru_snils", "ru", [("СНИЛС: ", ""), ("номер СНИЛС ", "")], V.snils)
idcls("id_uk_nino", "en", [("NI number: ", ""), ("my national insurance no. is ", "")], V.nino)
idcls("id_id_nik", "id", [("NIK: ", ""), ("nomor KTP saya ", "")], lambda r: _d(r, V.nik))
idcls("id_pk_cnic", "en", [("CNIC # ", ""), ("shanakhti card no ", "")], V.cnic)


@cls("pii")
def passport_number(r):
    c = r.choice(["US", "DE", "IN", "CN", "BR", "FR", "GB", "RU"])
    v = V.passport_no(r, c)
    cue = {"US": "US passport no. ", "DE": "Reisepassnummer ", "IN": "passport number ", "CN": "护照号码：", "BR": "passaporte nº ",
           "FR": "numéro de passeport ", "GB": "passport: ", "RU": "загранпаспорт "}[c]
    return "chat", "en", ["For the visa letter: ", cue, P(v)]


@cls("pii")
def passport_mrz(r):
    lang = r.choice(["de", "en", "fr", "es"])
    f, l = name(r, lang)
    c3 = {"de": "D<<", "en": "GBR", "fr": "FRA", "es": "ESP"}[lang]
    num = V.passport_no(r, {"de": "DE", "en": "GB", "fr": "FR", "es": "XX"}[lang])
    strip = lambda s: s.upper().translate(str.maketrans("ÄÖÜÉÈÍÓÚÑÇÀÂÊËÎÏÔÛ", "AOUEEIOUNCAAEEIIOU")).replace("ß", "SS")
    y, m, d = dob(r)
    l1, l2 = V.mrz(r, c3, strip(l), strip(f), num, y, m, d, r.choice("MF"))
    return "log", "", ["OCR result (passport scan):\n", P(l1), "\n", P(l2)]


@cls("pii")
def address_uk(r):
    v = "%d %s, %s %s" % (r.randrange(1, 220), r.choice(["Albion Road", "Mill Lane", "Kingsway Close", "Peel Street", "Hawthorn Avenue"]),
                          r.choice(["Sheffield", "Bristol", "Leeds", "Norwich"]),
                          r.choice(["S10 2TN", "BS6 5QA", "LS6 3HB", "NR2 4PD"]))
    t = r.choice([["Please send the replacement to ", P(v), " — leave it with the neighbour."],
                  ["Delivery address: ", P(v)], ["they've moved, new address is ", P(v)]])
    return "chat", "en", t


@cls("pii")
def address_non_en(r):
    lang, v, pre = r.choice([
        ("de", "%s %d, %s Leipzig" % (r.choice(["Karl-Heine-Straße", "Lindenauer Markt", "Gohliser Weg"]), r.randrange(1, 120), r.choice(["04229", "04177", "04155"])), "Lieferadresse: "),
        ("fr", "%d rue des %s, 69003 Lyon" % (r.randrange(1, 90), r.choice(["Tanneurs", "Capucins", "Marronniers"])), "J'habite au "),
        ("es", "Calle de %s %d, 3º B, 28014 Madrid" % (r.choice(["Atocha", "Lope de Vega", "Huertas"]), r.randrange(1, 90)), "mi dirección es "),
        ("pt", "Rua %s, %d, 4000-%03d Porto" % (r.choice(["de Cedofeita", "do Almada", "Formosa"]), r.randrange(1, 300), r.randrange(1000)), "morada: "),
        ("it", "Via %s %d, 20121 Milano" % (r.choice(["Solferino", "Brera", "dei Mille"]), r.randrange(1, 90)), "indirizzo di consegna: "),
        ("nl", "%s %d, 3512 AB Utrecht" % (r.choice(["Oudegracht", "Biltstraat", "Lange Nieuwstraat"]), r.randrange(1, 300)), "bezorgen op "),
        ("pl", "ul. %s %d/%d, 30-001 Kraków" % (r.choice(["Długa", "Karmelicka", "Krowoderska"]), r.randrange(1, 90), r.randrange(1, 40)), "adres: "),
    ])
    return "chat", lang, [pre, P(v)]


@cls("pii")
def iban_account(r):
    v = V.iban(r)
    return "email", "en", [r.choice(["Please refund to IBAN ", "Bankverbindung: IBAN ", "IBAN para el reembolso: "]), P(v)]


@cls("pii")
def client_ip(r):
    v = "%d.%d.%d.%d" % (r.choice([81, 85, 92, 178, 188, 213]), r.randrange(256), r.randrange(256), r.randrange(1, 255))
    t = [r.choice(["customer's home IP (from the login audit): ", "Login from new device, IP address "]), P(v), r.choice(["", ", Vodafone DE"])]
    return "log", "en", t


@cls("pii")
def license_plate(r):
    v = r.choice(["%s-%s %d" % (r.choice(["M", "HH", "K", "B"]), V.rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2), r.randrange(10, 9999)),
                  "%s%02d %s" % (V.rs(r, "ABCDEFGHJKLMNPRSTUVWXY", 2), r.randrange(10, 75), V.rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 3))])
    return "chat", "en", [r.choice(["Kennzeichen des Kunden: ", "vehicle reg: "]), P(v), " — parked in bay 4"]


# ======================= KEEP CLASSES =======================
@cls("keep")
def api_object_id(r):
    v = V.api_object_id(r)
    t = r.choice([["response id ", K(v), " came back empty, retrying"], ["{\"id\": \"", K(v), "\", \"object\": \"response\", \"status\": \"failed\"}"],
                  ["see trace for ", K(v), " in the dashboard"]])
    return "log", "", t


@cls("keep")
def sri_hash(r):
    v = V.sri(r)
    t = r.choice([["<script src=\"https://cdn.example.net/lib.min.js\" integrity=\"", K(v), "\" crossorigin=\"anonymous\"></script>"],
                  ["\"resolved\": \"https://registry.npmjs.org/left-pad/-/left-pad-1.3.0.tgz\",\n\"integrity\": \"", K(v), "\""]])
    return "config", "", t


@cls("keep")
def ssh_fingerprint(r):
    v = V.ssh_fp(r)
    return "shell", "", ["The authenticity of host 'bastion (10.0.0.5)' can't be established.\nED25519 key fingerprint is ", K(v), ".\nAre you sure you want to continue connecting (yes/no)?"]


@cls("keep")
def version_4part(r):
    v = V.version4(r)
    t = r.choice([["Upgraded the agent to ", K(v), " and the crash is gone"], ["Chrome/", K(v), " Safari/537.36"],
                  ["FileVersion ", K(v), " (build from Jenkins)"]])
    return "log", "", t


@cls("keep")
def k8s_quantity(r):
    cpu = "%dm" % r.choice([100, 250, 500, 750])
    mem = r.choice(["%dMi" % r.choice([64, 128, 256, 384, 512, 768]), "%dGi" % r.randrange(1, 33)])
    mem2 = r.choice(["%dGi" % r.randrange(1, 65), "%dMi" % r.choice([1024, 1536, 2048])])
    eph = r.choice(["%dKi" % r.choice([512, 4096]), "%dTi" % r.randrange(1, 4), "%dGi" % r.randrange(1, 9)])
    t = ["resources:\n  requests:\n    cpu: ", K(cpu), "\n    memory: ", K(mem), "\n  limits:\n    memory: ", K(mem2),
         "\n    ephemeral-storage: ", K(eph), "\n"]
    if mem == mem2:
        t[7] = K("%dGi" % 80)
    return "config", "", t


@cls("keep")
def status_phrase(r):
    v = r.choice(V.STATUS)
    return "log", "", [r.choice(["upstream returned ", "nginx: ", "got a "]), K(v), r.choice([" from the load balancer", " again", ""])]


@cls("keep")
def error_name(r):
    v = r.choice(V.ERRORS)
    return "log", "", [r.choice(["pod restarted: ", "Last state: Terminated, Reason: ", "worker died with "]), K(v), r.choice(["", " (exit 137)", " twice tonight"])]


@cls("keep")
def product_name(r):
    v = r.choice(V.PRODUCTS)
    t = r.choice([["I asked ", K(v), " to summarise the ticket and it hallucinated a refund"],
                  ["our ", K(v), " integration stopped posting to the channel"],
                  ["Der ", K(v), "-Bot antwortet seit dem Update nicht mehr."]])
    return "chat", "en", t


@cls("keep")
def example_key(r):
    v = r.choice(V.EXAMPLE_KEYS)
    return "doc", "en", [r.choice(["In the docs sample they use ", "Example from the README: ", "placeholder in tests: "]), K(v)]


@cls("keep")
def uuid_keep(r):
    v = V.uuid4(r)
    return "log", "", [r.choice(["trace_id=", "correlation id ", "job "]), K(v, "uuid"), " failed after 3 retries"]


@cls("keep")
def commit_hash(r):
    v = V.commit(r, r.random() < 0.4)
    return "ci", "", [r.choice(["reverted ", "bisect points at ", "deployed "]), K(v), r.choice([" on main", "", " to staging"])]


@cls("keep")
def foreign_word_namelike(r):
    lang, pre, w, post = r.choice([("es", "", "Dolores", " de cabeza desde ayer, no voy a la reunión."),
                                   ("es", "", "Blanca", " o gris, la pared? Da igual para el render."),
                                   ("de", "Ist das dein ", "Ernst", "? Der Build läuft seit drei Stunden."),
                                   ("it", "", "Serena", " giornata a tutti, il deploy è andato."),
                                   ("pt", "", "Rosa", " ou azul para o botão de pagamento?"),
                                   ("es", "", "Rocío", " en el parabrisas esta mañana, por eso la cámara falló."),
                                   ("de", "Das ", "Mark", " im Knochen wird untersucht — sorry, falscher Chat."),
                                   ("it", "", "Felice", " di sentirlo, chiudo il ticket."),
                                   ("fr", "", "Rose", " des vents sur le logo : c'est voulu ?")])
    return "chat", lang, [pre, K(w), post]


@cls("keep")
def file_path_unit(r):
    v = r.choice(["/etc/ssl/private/server.key", "/var/lib/postgresql/16/main/pg_hba.conf", "nginx.service", "docker.socket",
                  "systemd-resolved.service", "/usr/local/bin/backup-db.sh", "C:\\ProgramData\\Agent\\secrets.json", "~/.aws/credentials"])
    return "shell", "", [r.choice(["journalctl -u ", "check permissions on ", "cat: "]), K(v), r.choice(["", " -- no entries", ": Permission denied"])]


@cls("keep")
def config_key_name(r):
    v = r.choice(["DB_PASSWORD", "SECRET_KEY", "JWT_SECRET", "client_secret", "api_token", "AWS_SECRET_ACCESS_KEY", "password_hash",
                  "STRIPE_WEBHOOK_SECRET"])
    t = r.choice([["did you set ", K(v), " in the helm values? the pod can't start without it"],
                  ["Error: missing required env var ", K(v)], ["Rename ", K(v), " to something namespaced in the next release."]])
    return "chat", "en", t


@cls("keep")
def cve_id(r):
    v = "CVE-%d-%d" % (r.randrange(2019, 2027), r.randrange(1000, 49999))
    return "chat", "en", ["patched ", K(v), " on all nodes, reboot pending"]


@cls("keep")
def image_digest(r):
    v = V.digest(r)
    return "ci", "", ["image: ghcr.io/acme/api@", K(v)]


@cls("keep")
def date_not_dob(r):
    v = r.choice(["%02d.%02d.%d" % (r.randrange(1, 28), r.randrange(1, 13), r.randrange(2015, 2027)),
                  "%d-%02d-%02d" % (r.randrange(2015, 2027), r.randrange(1, 13), r.randrange(1, 28))])
    return "chat", "de", [r.choice(["Vertrag vom ", "Incident started ", "Rechnung vom ", "cert expires "]), K(v)]


@cls("keep")
def ticket_ref(r):
    v = r.choice(["INC%07d" % r.randrange(10**6), "JIRA-%d" % r.randrange(100, 9999), "OPS-%d" % r.randrange(100, 9999), "CHG%07d" % r.randrange(10**6)])
    return "chat", "en", ["linked to ", K(v), ", closing this one"]


# ======================= CLEAN =======================
CLEAN = [
    "Deploy finished in 4m12s, all health checks green.",
    "Can someone review the PR before lunch? It only touches the README.",
    "password: ${DB_PASSWORD}\nuser: ${DB_USER}",
    "Authorization: Bearer <your-token-here>",
    "export API_KEY=\"\"  # fill in locally, never commit",
    "The rotation job runs every Sunday at 03:00 UTC.",
    "Reminder: passwords must be at least 14 characters and are checked against known breaches.",
    "Ich habe das Passwort zurückgesetzt, die neue Mail sollte gleich kommen.",
    "La contraseña se envió por SMS al número registrado.",
    "Disk usage on /var is at 81%, cleaning old logs.",
    "Merci pour votre retour, nous regardons cela demain matin.",
    "kubectl rollout restart deployment/api -n payments",
    "SELECT count(*) FROM orders WHERE status = 'shipped';",
    "The meeting moved to Thursday 10:30, same room.",
    "Obrigado pela paciência, o problema foi resolvido.",
    "token = os.environ[\"GITHUB_TOKEN\"]",
    "secret: !vault |\n  $ANSIBLE_VAULT;1.1;AES256",
    "Please don't paste credentials in this channel, use the vault link instead.",
    "Build #4821 failed: tests timed out after 20 minutes.",
    "Grazie, ho riavviato il servizio e ora funziona.",
    "Retry with exponential backoff: 1s, 2s, 4s, 8s.",
    "We've updated our privacy policy; no action is needed.",
    "Der Server ist wieder erreichbar, danke für die Geduld.",
    "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replicas: 3",
    "ssh-keygen -t ed25519 -C \"work laptop\"",
    "pip install -r requirements.txt && pytest -q",
    "Is the staging DB still on version 15 or did we move to 16?",
    "The invoice total was 1.240,00 EUR including VAT.",
    "Dziękuję, zgłoszenie zostało zamknięte.",
    "Tack, vi återkommer i morgon.",
    "log level set to WARN for the noisy module",
    "Your password was changed successfully. If this wasn't you, contact support.",
    "Rate limit is 600 requests per minute per workspace.",
    "Bedankt, het werkt weer.",
    "feat: add retry to webhook sender (#212)",
    "[INFO] cache warmed: 12 034 keys in 3.2s",
    "Use the 'Forgot password' link on the sign-in page to set a new one.",
    "ENV PYTHONUNBUFFERED=1\nWORKDIR /app\nCOPY . .",
    "No credentials are stored in this repository; CI reads them from the secret store.",
    "Heute keine Änderungen am Produktivsystem, Freeze bis Montag.",
    "¿Alguien sabe por qué el job de backups tarda el doble desde ayer?",
    "The certificate chain is valid; OCSP stapling is enabled.",
    "Standup notes: migrations done, frontend blocked on design review.",
    "terraform plan: 3 to add, 0 to change, 0 to destroy.",
    "A senha deve conter letras maiúsculas, minúsculas e números.",
    "okay thanks, will check tomorrow",
]


def clean_doc(r):
    k = r.randrange(3)
    if k == 0:
        return r.choice(CLEAN)
    if k == 1:
        lines = r.sample(CLEAN, 3)
        return "\n".join("[%s] %s: %s" % (hm(r), r.choice(["ops-bot", "support", "me", "oncall"]), l.split("\n")[0]) for l in lines)
    lines = []
    for i in range(r.randrange(3, 6)):
        lines.append("%s %s %s" % (ts(r), r.choice(["INFO", "WARN", "DEBUG"]), r.choice([
            "GET /healthz 200 3ms", "worker pool resized to 8", "flushed 512 spans", "config reloaded from /etc/app/app.yaml",
            "queue depth 0", "scheduler tick", "tls handshake ok", "gc pause 12ms"])))
    return "\n".join(lines)


# ======================= WRAPPERS =======================
def wrap(r, source, parts):
    k = r.random()
    if k < 0.42 and source in ("chat", "transcript", "email"):
        who = r.choice(["support", "ops", "helpdesk", "Kundenservice", "atendimento"])
        pre = "Exported from #%s on 2026-%02d-%02d\n[%s] %s: " % (r.choice(["it-help", "ops", "tickets", "suporte"]), r.randrange(1, 12),
                                                                 r.randrange(1, 28), hm(r), who)
        post = "\n[%s] %s: %s" % (hm(r), r.choice(["bot", "ticketbot"]), r.choice(["ticket updated", "status -> waiting on customer", "reaction :+1:"]))
        return [pre] + parts + [post]
    if k < 0.42 and source in ("log", "http", "ci", "sql", "shell"):
        pre = "%s INFO starting job %d\n" % (ts(r), r.randrange(100, 999))
        post = "\n%s INFO job finished" % ts(r)
        return [pre] + parts + [post]
    if k < 0.42 and source in ("config", "csv", "doc", "tool"):
        return ["--- attached file (", r.choice(["config.txt", "dump.txt", "notes.md"]), ") ---\n"] + parts + ["\n--- end ---"]
    if k < 0.6:
        return [r.choice(["Re: ", "FWD: ", "ticket #%d: " % r.randrange(10000, 99999), "", "> "])] + parts
    return parts


def render(parts, default_cls):
    text = ""
    spans = []
    for p in parts:
        if isinstance(p, str):
            text += p
            continue
        kind, v, c = p[0], p[1], p[2]
        sp = {"start": len(text), "end": len(text) + len(v), "kind": kind, "class": c or default_cls, "value": v}
        if len(p) > 3:
            sp["region"] = p[3]
        spans.append(sp)
        text += v
    return text, spans


def probe_ok(text, spans):
    blank = list(text)
    for sp in spans:
        if sp["kind"] in ("secret", "pii"):
            for i in range(sp["start"], sp["end"]):
                blank[i] = "\x00"
    b = "".join(blank)
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            grams = [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
            if any(g in b for g in grams):
                return False
        elif sp["kind"] == "pii":
            if v in b:
                return False
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", b):
                        return False
    # keep values must not overlap secret/pii spans
    return True


def main(out):
    r = random.Random(SEED)
    rows = []
    names = sorted(C)
    per = {n: 7 for n in names}
    for n in ("pw_verb_set", "pw_verb_try", "pw_backref", "pw_non_english", "login_pair", "phone_national", "name_signoff",
              "name_prose", "dob_multilang", "product_name", "api_object_id"):
        per[n] = 9
    for n in ("phone_national", "phone_national_lang", "phone_intl", "card_number"):
        per[n] = 12
    for n in names:
        kind, f = C[n]
        for i in range(per[n]):
            for attempt in range(30):
                source, lang, parts = f(r)
                parts = wrap(r, source, parts)
                text, spans = render(parts, n)
                if probe_ok(text, spans):
                    break
            else:
                raise SystemExit("probe failed for " + n)
            rows.append({"source": source, "lang": lang, "text": text, "spans": spans, "clean": False, "gen": n})
    n_clean = int(len(rows) * 0.176)
    for i in range(n_clean):
        rows.append({"source": "clean", "lang": "", "text": clean_doc(r), "spans": [], "clean": True, "gen": "clean"})
    r.shuffle(rows)
    with open(out, "w", encoding="utf-8") as fh:
        for i, row in enumerate(rows):
            rec = {"id": "L%04d" % i, "source": row["source"], "lang": row["lang"], "text": row["text"], "spans": row["spans"],
                   "clean": row["clean"]}
            fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
    print("wrote %d rows (%d clean)" % (len(rows), n_clean), file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "corpus_l.jsonl")
