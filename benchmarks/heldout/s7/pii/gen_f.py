#!/usr/bin/env python3
"""Corpus F generator (blind held-out PII/secret corpus). usage: python gen_f.py [OUT.jsonl]
Deterministic: seed 90817; stdlib only (helpers in gen_f_values.py, gen_f_people.py)."""
import hashlib
import json
import random
import re
import sys
import uuid as _uuid

sys.path.insert(0, __import__("os").path.dirname(__file__))
from gen_f_values import *  # noqa
from gen_f_people import *  # noqa

SEED = 90817
CLASSES = []  # (kind, name, fn, n)


def S(v):
    return ("secret", v, None)


def P(v):
    return ("pii", v, None)


def N(v):
    return ("pii", v, "name_in_context")


def K(v, c):
    return ("keep", v, c)


def cls(kind, n=17):
    def d(f):
        CLASSES.append((kind, f.__name__[2:], f, n))
        return f
    return d


def pick(r, *opts):
    return r.choice(opts)()


def ts(r):
    return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randrange(1, 12), r.randrange(1, 28), r.randrange(24), r.randrange(60), r.randrange(60), r.randrange(1000))


def host(r):
    return r.choice(["db-prod-3.internal", "pg.eu-west-1.rds.amazonaws.com", "10.40.2.17", "mysql-replica.corp.lan", "redis-cache-01", "mq.staging.example.net"])


def user(r):
    return r.choice(["svc_billing", "app_rw", "deploy", "reporting", "etl_runner", "admin", "root", "grafana_ro"])


# ======================================================================= SECRETS: vendor formats
def _vendor(r, tok, label, envname):
    return pick(r,
                lambda: ("chat", "en", ["[%s] ops-bot: %s token for the %s integration rotated, new one: " % (ts(r), label, r.choice(["staging", "prod", "EU"])), S(tok), " — old one revoked"]),
                lambda: ("env", "en", ["# %s\n%s=" % (label, envname), S(tok), "\nLOG_LEVEL=info\n"]),
                lambda: ("ticket", "en", ["Ticket #%d — customer pasted their %s key in the description by mistake:\n> we call the API with " % (r.randrange(10000, 99999), label), S(tok), " and get 401\nPlease advise them to revoke it."]),
                lambda: ("code_review", "en", ["review comment on src/clients/%s.py L%d: please don't hardcode `%s = \"" % (label.lower().split()[0], r.randrange(10, 300), envname.lower()), S(tok), "\"`, read it from the vault instead"]),
                lambda: ("json_log", "en", ['{"ts":"%s","level":"debug","msg":"init client","vendor":"%s","config":{"timeout":30,"key":"' % (ts(r), label.lower()), S(tok), '"}}']),
                lambda: ("shell", "en", ["$ curl -s -H 'Authorization: Bearer ", S(tok), "' https://api.%s.com/v1/me | jq .\n{\"ok\": true}" % label.lower().split()[0]]),
                )


@cls("secret")
def c_stripe_key(r):
    return _vendor(r, stripe(r), "Stripe", "STRIPE_SECRET_KEY")


@cls("secret")
def c_slack_token(r):
    return _vendor(r, slack(r), "Slack", "SLACK_BOT_TOKEN")


@cls("secret", 14)
def c_slack_webhook(r):
    t = rs(r, 24)
    tid, bid = "T" + rs(r, 9, UP + "0123456789"), "B" + rs(r, 10, UP + "0123456789")
    return pick(r, lambda: ("chat", "en", ["webhook for #alerts is https://hooks.slack.com/services/%s/%s/" % (tid, bid), S(t), " if you want to wire the cron job to it"]),
                lambda: ("yaml", "en", ["alertmanager:\n  receivers:\n    - name: slack\n      slack_configs:\n        - api_url: 'https://hooks.slack.com/services/%s/%s/" % (tid, bid), S(t), "'\n          channel: '#ops'\n"]))


@cls("secret")
def c_github_token(r):
    return _vendor(r, github(r), "GitHub", "GH_TOKEN")


@cls("secret")
def c_gitlab_token(r):
    return _vendor(r, gitlab(r), "GitLab", "CI_JOB_PAT")


@cls("secret")
def c_npm_pypi_token(r):
    t = npm(r) if r.random() < .5 else pypi(r)
    return pick(r, lambda: ("config", "en", ["# ~/.npmrc\n//registry.npmjs.org/:_authToken=", S(t), "\nsave-exact=true\n"]),
                lambda: ("config", "en", ["[pypi]\n  username = __token__\n  password = ", S(t), "\n"]),
                lambda: _vendor(r, t, "npm registry" if t.startswith("npm_") else "PyPI", "NODE_AUTH_TOKEN" if t.startswith("npm") else "TWINE_PASSWORD"))


@cls("secret")
def c_huggingface_token(r):
    t = hf(r)
    return pick(r, lambda: ("notebook", "en", ["from huggingface_hub import login\nlogin(token=\"", S(t), "\")\n# Out[3]: Token is valid (permission: write)."]),
                lambda: _vendor(r, t, "HuggingFace", "HF_TOKEN"))


@cls("secret")
def c_llm_key(r):
    t = anthropic(r) if r.random() < .5 else openai(r)
    label = "Anthropic" if t.startswith("sk-ant") else "OpenAI"
    return pick(r, lambda: ("chat", "en", ["hey can you check why my script fails? client = %s(api_key=\"" % label, S(t), "\") then it hangs"]),
                lambda: _vendor(r, t, label, label.upper() + "_API_KEY"))


@cls("secret")
def c_databricks_doppler(r):
    if r.random() < .5:
        return pick(r, lambda: ("config", "en", ["[DEFAULT]\nhost  = https://adb-%s.%d.azuredatabricks.net\ntoken = " % (digits(r, 16), r.randrange(1, 20)), S(databricks(r)), "\n"]),
                    lambda: _vendor(r, databricks(r), "Databricks", "DATABRICKS_TOKEN"))
    return pick(r, lambda: ("shell", "en", ["$ doppler configure set token ", S(doppler(r)), " --scope /srv/app\n✓ token saved"]),
                lambda: _vendor(r, doppler(r), "Doppler", "DOPPLER_TOKEN"))


@cls("secret")
def c_shopify_sendgrid(r):
    k = r.randrange(3)
    if k == 0:
        return _vendor(r, shopify(r), "Shopify", "SHOPIFY_ADMIN_TOKEN")
    if k == 1:
        return _vendor(r, sendgrid(r), "SendGrid", "SENDGRID_API_KEY")
    return ("code", "en", ["import sendgrid\nsg = sendgrid.SendGridAPIClient('", S(sendgrid(r)), "')\nresp = sg.send(message)  # 202 Accepted"])


@cls("secret")
def c_mailgun_key(r):
    t = mailgun(r)
    return pick(r, lambda: ("shell", "en", ["curl -s --user 'api:", S(t), "' https://api.eu.mailgun.net/v3/mg.%s.io/messages -F to=ops@%s.io" % ("acme", "acme")]),
                lambda: _vendor(r, t, "Mailgun", "MAILGUN_API_KEY"))


@cls("secret")
def c_twilio_creds(r):
    sid, t = twilio_sid(r), twilio_secret(r)
    return pick(r, lambda: ("env", "en", ["TWILIO_ACCOUNT_SID=%s\nTWILIO_AUTH_TOKEN=" % sid, S(t), "\nTWILIO_FROM=+15005550006\n"]),
                lambda: ("chat", "en", ["the SMS fallback uses account %s, auth token " % sid, S(t), ", can you add it to the vault?"]),
                lambda: ("code", "en", ["client = Client(\"%s\", \"" % sid, S(t), "\")\nmsg = client.messages.create(body=\"Your code is ready\", to=to, from_=sender)"]))


@cls("secret")
def c_azure_secret(r):
    k = r.randrange(3)
    ten, cid = str(_uuid.UUID(int=r.getrandbits(128))), str(_uuid.UUID(int=r.getrandbits(128)))
    if k == 0:
        return ("json", "en", ['az ad sp credential reset output:\n{\n  "appId": "', K(cid, "uuid_tech"), '",\n  "password": "', S(azure_cs(r)), '",\n  "tenant": "', K(ten, "uuid_tech"), '"\n}'])
    if k == 1:
        return ("config", "en", ["DefaultEndpointsProtocol=https;AccountName=st%sprod;AccountKey=" % rs(r, 6, LO), S(azure_storage_key(r)), ";EndpointSuffix=core.windows.net"])
    return ("chat", "en", ["client secret for the app registration (expires in 6 months): ", S(azure_cs(r)), " — tenant ", K(ten, "uuid_tech")])


@cls("secret")
def c_aws_keys(r):
    a, s = aws_id(r), aws_secret(r)
    return pick(r, lambda: ("config", "en", ["[profile ci]\naws_access_key_id = ", S(a), "\naws_secret_access_key = ", S(s), "\nregion = eu-central-1\n"]),
                lambda: ("shell", "en", ["export AWS_ACCESS_KEY_ID=", S(a), "\nexport AWS_SECRET_ACCESS_KEY=", S(s), "\naws s3 ls s3://backups-%s/" % rs(r, 5, LO)]),
                lambda: ("chat", "en", ["key id ", S(a), " secret ", S(s), " – only read access to the reports bucket"]))


@cls("secret")
def c_gcp_service_account(r):
    body = pem_body(r, r.randrange(6, 12))
    pid = "%s-%d" % (r.choice(["billing", "ml-pipeline", "analytics"]), r.randrange(100000, 999999))
    return ("json", "en", ['{\n  "type": "service_account",\n  "project_id": "%s",\n  "private_key_id": "' % pid, rs(r, 40, HEX),
                           '",\n  "private_key": "-----BEGIN PRIVATE KEY-----\\n', S(body.replace("\n", "\\n")),
                           '\\n-----END PRIVATE KEY-----\\n",\n  "client_email": "loader@%s.iam.gserviceaccount.com",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}' % pid])


@cls("secret")
def c_gcp_api_key(r):
    t = gcp_api(r)
    return pick(r, lambda: ("html", "en", ['<script src="https://maps.googleapis.com/maps/api/js?key=', S(t), '&callback=initMap" async></script>']),
                lambda: _vendor(r, t, "Google Maps", "GOOGLE_MAPS_KEY"))


@cls("secret")
def c_pem_private_key(r):
    kind = r.choice(["RSA PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY", "PRIVATE KEY", "ENCRYPTED PRIVATE KEY"])
    body = pem_body(r, r.randrange(4, 14))
    if kind == "OPENSSH PRIVATE KEY":
        body = "b3BlbnNzaC1rZXktdjEAAAAA" + body[24:]
    pre = pick(r, lambda: "here's the deploy key, paste it into the runner settings:\n",
               lambda: "$ cat ~/.ssh/id_ed25519\n", lambda: "tls:\n  key: |\n")
    return ("text", "en", [pre, "-----BEGIN %s-----\n" % kind, S(body), "\n-----END %s-----\n" % kind])


@cls("secret")
def c_jwt_token(r):
    t = jwt(r)
    return pick(r, lambda: ("http", "en", ["GET /api/v2/orders?page=2 HTTP/1.1\nHost: shop.example.io\nAuthorization: Bearer ", S(t), "\nAccept: application/json"]),
                lambda: ("chat", "en", ["copied from devtools, the id_token is ", S(t), " and it expires in an hour"]),
                lambda: ("log", "en", ["%s WARN auth: token rejected (exp) token=" % ts(r), S(t)]))


@cls("secret")
def c_devops_tokens(r):
    t = devops_token(r)
    return pick(r, lambda: ("hcl", "en", ['provider "vault" {\n  address = "https://vault.corp:8200"\n  token   = "', S(t), '"\n}']),
                lambda: _vendor(r, t, "platform", "PLATFORM_TOKEN"))


@cls("secret")
def c_saas_tokens(r):
    t = saas_token(r)
    return pick(r, lambda: ("chat", "en", ["[teams] ", N(full(r)), ": my personal API token for the tracker is ", S(t), ", use it for the import script"]),
                lambda: _vendor(r, t, "workspace", "SAAS_API_TOKEN"))


@cls("secret", 14)
def c_bot_tokens(r):
    t = chatbot_token(r)
    return pick(r, lambda: ("code", "en", ["bot = Bot(token='", S(t), "')\nbot.run()"]),
                lambda: ("env", "en", ["BOT_TOKEN=", S(t), "\nBOT_PREFIX=!\n"]))


# ======================================================================= SECRETS: URLs and structures
@cls("secret")
def c_db_url_password(r):
    pw = password(r).replace("@", "A").replace("/", "z").replace(":", "k").replace("#", "h").replace("?", "q")
    u, h = user(r), host(r)
    sch = r.choice(["postgresql", "postgres", "mysql", "mongodb+srv", "mssql", "amqp", "rediss"])
    head = "%s://%s:" % (sch, u if sch != "rediss" else "default")
    tail = "@%s:%d/%s" % (h, r.choice([5432, 3306, 27017, 1433, 5672, 6380]), r.choice(["orders", "app", "analytics", "vhost1"]))
    return pick(r, lambda: ("env", "en", ["DATABASE_URL=" + head, S(pw), tail + "\n"]),
                lambda: ("log", "en", ["%s ERROR sqlalchemy.pool: could not connect to '%s" % (ts(r), head), S(pw), tail + "': timeout after 30s"]),
                lambda: ("chat", "pt", ["usa essa string de conexão: " + head, S(pw), tail + " (só leitura)"]),
                lambda: ("yaml", "en", ["spring:\n  datasource:\n    url: jdbc:postgresql://%s/app\n    uri: %s" % (h, head), S(pw), tail + "\n"]))


@cls("secret")
def c_basic_auth_url(r):
    pw = password(r).replace("@", "A").replace("/", "z").replace(":", "k").replace("#", "h").replace("?", "q")
    u = r.choice(["ci-bot", "jenkins", "deploy", "mirror", "reader"])
    h = r.choice(["git.corp.example", "nexus.internal:8081", "artifactory.acme.io", "grafana.ops.lan"])
    return pick(r, lambda: ("shell", "en", ["$ git remote set-url origin https://%s:" % u, S(pw), "@%s/platform/api.git" % h]),
                lambda: ("config", "en", ["# pip.conf\n[global]\nindex-url = https://%s:" % u, S(pw), "@%s/repository/pypi/simple\n" % h]),
                lambda: ("markdown", "en", ["See the [staging dashboard](https://%s:" % u, S(pw), "@%s/d/overview) for the numbers." % h]),
                lambda: ("log", "en", ["fetching https://%s:" % u, S(pw), "@%s/artifacts/build-%d.tar.gz ... 200 OK" % (h, r.randrange(1000, 9999))]))


@cls("secret")
def c_pw_cli_flag(r):
    pw = password(r).replace("'", "").replace('"', "")
    return pick(r, lambda: ("shell", "en", ["$ mysql -h %s -u %s -p" % (host(r), user(r)), S(pw), " orders < dump.sql"]),
                lambda: ("shell", "en", ["sshpass -p '", S(pw), "' ssh ops@%s 'systemctl restart nginx'" % host(r)]),
                lambda: ("shell", "en", ["docker login registry.corp.example -u ci --password '", S(pw), "'"]),
                lambda: ("shell", "en", ["curl -u %s:" % user(r), S(pw), " https://jenkins.corp/job/nightly/build -X POST"]),
                lambda: ("shell", "en", ["PGPASSWORD='", S(pw), "' psql -h %s -U %s -c 'select 1'" % (host(r), user(r))]))


@cls("secret")
def c_cred_python_dict(r):
    t = rs(r, r.randrange(28, 48), AL + "-_")
    b = __import__("base64").b64encode(("%s:%s" % (user(r), password(r))).encode()).decode()
    return pick(r, lambda: ("log", "en", ["%s DEBUG http.client: send headers={'User-Agent': 'python-requests/2.31.0', 'Authorization': 'Bearer " % ts(r), S(t), "', 'Accept': '*/*'}"]),
                lambda: ("log", "en", ["request kwargs: {'url': 'https://api.partner.io/v1/sync', 'headers': {'Authorization': 'Basic ", S(b), "'}, 'timeout': 10}"]),
                lambda: ("log", "en", ["settings loaded: {'debug': False, 'db_password': '", S(password(r)), "', 'pool_size': 8}"]),
                lambda: ("log", "en", ["Traceback (most recent call last):\n  ...\nKeyError: 'region' while reading {'api_secret': '", S(t), "', 'endpoint': 'https://x.io'}"]))


@cls("secret")
def c_cred_json_embedded(r):
    pw = password(r).replace('"', "")
    key = r.choice(["password", "passwd", "client_secret", "apiKey", "secretKey", "refresh_token", "pwd"])
    return pick(r, lambda: ("tool_call", "en", ['tool_call create_user args={"username":"%s","%s":"' % (user(r), key), S(pw), '","role":"editor"} -> {"status":"created"}']),
                lambda: ("http", "en", ["POST /oauth/token 200 (312 ms) body: {\"grant_type\":\"client_credentials\",\"client_id\":\"%s\",\"%s\":\"" % (rs(r, 12, LO), key), S(pw), "\"}"]),
                lambda: ("chat", "es", ["te paso el json de la config: {\"host\": \"%s\", \"%s\": \"" % (host(r), key), S(pw), "\"} no lo compartas"]))


@cls("secret")
def c_cred_yaml(r):
    pw = password(r).replace("'", "").replace('"', "")
    return pick(r, lambda: ("yaml", "en", ["redis:\n  host: cache.internal\n  port: 6379\n  password: \"", S(pw), "\"\n  db: 2\n"]),
                lambda: ("yaml", "en", ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp-creds\nstringData:\n  SMTP_USER: mailer\n  SMTP_PASS: '", S(pw), "'\n"]),
                lambda: ("yaml", "en", ["env:\n  - name: POSTGRES_PASSWORD\n    value: \"", S(pw), "\"\n  - name: POSTGRES_DB\n    value: app\n"]),
                lambda: ("yaml", "en", ["ldap:\n  bind_dn: cn=svc,dc=corp,dc=example\n  bind_credential: ", S(pw), "\n  start_tls: true\n"]))


@cls("secret")
def c_cred_env_ini(r):
    pw = password(r).replace("'", "").replace('"', "").replace(";", "").replace("#", "")
    v = r.choice(["DB_PASS", "REDIS_PASSWORD", "SMTP_PASSWORD", "JWT_SECRET", "ADMIN_TOKEN", "KEYCLOAK_ADMIN_PASSWORD", "SESSION_SECRET"])
    return pick(r, lambda: ("env", "en", ["NODE_ENV=production\n%s=" % v, S(pw), "\nPORT=", K("8080", "port_number"), "\n"]),
                lambda: ("config", "en", ["[mysqld_safe]\n[client]\nuser = backup\npassword = ", S(pw), "\nhost = 127.0.0.1\n"]),
                lambda: ("config", "en", ["<add key=\"SmtpPassword\" value=\"", S(pw), "\" />\n<add key=\"SmtpHost\" value=\"mail.corp\" />"]),
                lambda: ("config", "en", ["spring.datasource.username=app\nspring.datasource.password=", S(pw), "\nserver.port=", K("8443", "port_number"), "\n"]),
                lambda: ("toml", "en", ["[database]\nuser = \"app\"\npassword = \"", S(pw), "\"\nmax_connections = 20\n"]))


@cls("secret")
def c_cred_hcl_tf(r):
    pw = password(r).replace('"', "")
    return pick(r, lambda: ("hcl", "en", ['resource "aws_db_instance" "main" {\n  engine         = "postgres"\n  username       = "dbadmin"\n  password       = "', S(pw), '"\n  instance_class = "db.t4g.medium"\n}']),
                lambda: ("hcl", "en", ['variable "admin_password" {\n  type      = string\n  default   = "', S(pw), '"\n}']),
                lambda: ("hcl", "en", ["# terraform.tfvars\nregion         = \"eu-west-1\"\ngrafana_api_key = \"", S(rs(r, 40, AL)), "\"\n"]))


@cls("secret")
def c_cred_http_header(r):
    t = rs(r, r.randrange(30, 50), AL)
    return pick(r, lambda: ("http", "en", ["> GET /v3/reports HTTP/2\n> Host: api.vendor.io\n> X-Api-Key: ", S(t), "\n> User-Agent: curl/8.5.0\n< HTTP/2 200"]),
                lambda: ("http", "en", ["PUT /admin/flags HTTP/1.1\nX-Auth-Token: ", S(t), "\nContent-Type: application/json"]),
                lambda: ("har", "en", ['"headers": [{"name": "authorization", "value": "Token ', S(t), '"}, {"name": "accept", "value": "*/*"}]']),
                lambda: ("chat", "de", ["Header ist `Private-Token: ", S(rs(r, 20, AL + "_-")), "` – damit geht der Export durch"]))


@cls("secret")
def c_cred_cookie(r):
    t = rs(r, r.randrange(32, 64), AL + "%")
    nm = r.choice(["sessionid", "connect.sid", "JSESSIONID", "_session", "laravel_session", "PHPSESSID", "auth_token"])
    return pick(r, lambda: ("http", "en", ["Cookie: theme=dark; %s=" % nm, S(t), "; lang=en-GB"]),
                lambda: ("http", "en", ["< Set-Cookie: %s=" % nm, S(t), "; Path=/; HttpOnly; Secure; SameSite=Lax"]),
                lambda: ("chat", "en", ["if you want to reproduce, use my cookie %s=" % nm, S(t), " in the request"]))


@cls("secret")
def c_cred_query_string(r):
    t = rs(r, r.randrange(24, 44), AL)
    p = r.choice(["access_token", "api_key", "apikey", "token", "sig", "client_secret", "key"])
    return pick(r, lambda: ("log", "en", ['%s - - [%s] "GET /export.csv?from=2026-01-01&%s=' % ("203.0.113.9", "12/Mar/2026:10:01:22 +0000", p), S(t), '&format=csv HTTP/1.1" 200 5123']),
                lambda: ("chat", "en", ["the link works for me: https://reports.vendor.io/embed/42?%s=" % p, S(t)]),
                lambda: ("log", "en", ["redirect_uri=https://app.example.com/cb#%s=" % p, S(t), "&token_type=bearer&expires_in=3600"]))


@cls("secret")
def c_cred_sql(r):
    pw = password(r).replace("'", "")
    return pick(r, lambda: ("sql", "en", ["postgres=# ALTER ROLE reporting WITH LOGIN PASSWORD '", S(pw), "';\nALTER ROLE"]),
                lambda: ("sql", "en", ["mysql> CREATE USER 'etl'@'%' IDENTIFIED BY '", S(pw), "';\nQuery OK, 0 rows affected (0.01 sec)"]),
                lambda: ("sql", "en", ["INSERT INTO integrations (name, endpoint, api_secret) VALUES ('ledger', 'https://ledger.io', '", S(rs(r, 32, AL)), "');"]),
                lambda: ("sql", "en", [" id | login   | temp_password\n----+---------+---------------\n  7 | %s | " % r.choice(["mkoval ", "jlaurent", "tanaka.h"]), S(pw), "\n(1 row)"]))


@cls("secret")
def c_cred_csv(r):
    rows = []
    pieces = ["service,username,password,notes\n"]
    for _ in range(r.randrange(2, 4)):
        pieces += ["%s,%s," % (r.choice(["wifi-guest", "nas", "router", "printer", "cctv", "vpn"]), user(r)), S(password(r).replace(",", "")), ",%s\n" % r.choice(["office", "shared", "do not change", ""])]
    return ("csv", "en", pieces)


@cls("secret", 14)
def c_netrc_pgpass(r):
    pw = password(r).replace(":", "").replace(" ", "")
    return pick(r, lambda: ("config", "en", ["machine api.heroku.com\n  login ops@example.com\n  password ", S(pw), "\n"]),
                lambda: ("config", "en", ["# ~/.pgpass\n%s:5432:*:%s:" % (host(r), user(r)), S(pw), "\n"]))


@cls("secret")
def c_k8s_secret_b64(r):
    v = __import__("base64").b64encode(password(r).encode()).decode()
    return ("yaml", "en", ["apiVersion: v1\nkind: Secret\ntype: Opaque\nmetadata:\n  name: db-creds\ndata:\n  username: YXBw\n  password: ", S(v), "\n"])


# ======================================================================= SECRETS: passwords by context
@cls("secret", 20)
def c_pw_phrase_en(r):
    pw = password(r)
    return pick(r, lambda: ("chat", "en", ["the wifi password for the meeting room is ", S(pw), " btw"]),
                lambda: ("email", "en", ["Hi,\nYour temporary passcode: ", S(pw), "\nYou will be asked to change it at first login.\n"]),
                lambda: ("chat", "en", ["pw for the staging admin = ", S(pw)]),
                lambda: ("transcript", "en", ["AGENT: And what's the password on the account?\nCALLER: it's ", S(pw), ", capital first letter"]),
                lambda: ("ticket", "en", ["Locker code / passphrase: ", S(pw), " (requested by facilities)"]))


@cls("secret", 20)
def c_pw_verb_cue(r):
    pw = password(r)
    return pick(r, lambda: ("chat", "en", ["I reset it this morning, now it's ", S(pw)]),
                lambda: ("chat", "en", ["can you try logging in with ", S(pw), "? if that fails I'll open a ticket"]),
                lambda: ("chat", "en", ["changed mine to ", S(pw), " after the phishing mail"]),
                lambda: ("chat", "en", ["sign in as svc-report and type ", S(pw), " when it prompts"]),
                lambda: ("chat", "en", ["ok I've set the new one as ", S(pw), ", let me know if the VPN accepts it"]),
                lambda: ("chat", "en", ["rotated KEYCLOAK_ADMIN_PASSWORD this morning, new value is ", S(pw)]))


@cls("secret", 16)
def c_pw_backref(r):
    pw = password(r)
    return pick(r, lambda: ("chat", "en", ["what's the NAS login again?\n> same one as the router: ", S(pw)]),
                lambda: ("chat", "en", ["still the one from last sprint, ", S(pw), ", nobody rotated it"]),
                lambda: ("chat", "en", ["I used the same as before (", S(pw), ") so it should just work"]),
                lambda: ("transcript", "en", ["CUSTOMER: did you change it?\nAGENT: no, it's unchanged — ", S(pw)]))


@cls("secret", 22)
def c_pw_multilang(r):
    pw = password(r)
    lang, pre, post = r.choice([
        ("de", "Das neue Passwort lautet ", " – bitte nicht weitergeben."), ("de", "Kennwort fürs Intranet: ", ""),
        ("de", "Ich hab das Passwort auf ", " geändert."), ("fr", "Le mot de passe du compte est ", ", à changer lundi."),
        ("fr", "mdp : ", " (le même pour le Wi-Fi)"), ("es", "La contraseña nueva es ", ", no la compartas."),
        ("es", "clave del router: ", ""), ("pt", "A senha do servidor é ", " e o usuário é root."),
        ("pt", "Mudei a senha para ", " ontem."), ("it", "La password dell'account è ", ", cambiala al primo accesso."),
        ("nl", "Het wachtwoord is ", ", graag na gebruik wijzigen."), ("pl", "Hasło do panelu: ", " – zmień je po zalogowaniu."),
        ("sv", "Lösenordet är ", " tills vidare."), ("tr", "Yeni şifre: ", ", kimseyle paylaşma."),
        ("cs", "Heslo k wifi je ", "."), ("fi", "Salasana on ", ", vaihda se heti."), ("da", "Adgangskoden er ", "."),
        ("ru", "Пароль от сервера: ", ", не меняй пока."), ("ja", "パスワードは ", " です。"), ("ko", "비밀번호는 ", " 입니다."),
        ("zh", "密码是 ", "，请尽快修改。"), ("el", "Ο κωδικός είναι ", ".")])
    return ("chat", lang, [pre, S(pw), post])


@cls("secret", 18)
def c_pw_login_pair(r):
    pw, u = password(r).replace("/", "x").replace(":", "k"), r.choice(["m.dubois", "jsmith", "admin", "operador", "kasse01", "hr-portal"])
    return pick(r, lambda: ("chat", "en", ["the VPN login is %s / " % u, S(pw)]),
                lambda: ("chat", "en", ["creds: %s:" % u, S(pw)]),
                lambda: ("chat", "en", ["user %s pass " % u, S(pw), " (portal)"]),
                lambda: ("chat", "de", ["Zugang: Benutzer %s, Passwort " % u, S(pw)]),
                lambda: ("ticket", "fr", ["Identifiant : %s\nMot de passe : " % u, S(pw), "\n"]),
                lambda: ("ticket", "es", ["Usuario: %s | Contraseña: " % u, S(pw)]))


@cls("secret", 16)
def c_pw_prev_line_answer(r):
    pw = password(r)
    return pick(r, lambda: ("chat", "en", ["[10:02] ops: what did you set the root pw to?\n[10:03] dev: ", S(pw)]),
                lambda: ("chat", "pt", ["João: qual é a senha do wifi?\nMarta: ", S(pw)]),
                lambda: ("chat", "de", ["A: Wie ist das Passwort vom Drucker-Admin?\nB: ", S(pw)]))


@cls("secret", 16)
def c_pw_repeat_mention(r):
    pw = password(r)
    return ("chat", "en", ["support: please set a temporary password\nuser: done, it's ", S(pw), "\nsupport: thanks. Just to confirm, ", S(pw), " works on the portal now?"])


# ======================================================================= PII: names
CULT = sorted(NAMES)


@cls("pii", 20)
def c_name_intro(r):
    f, l, c = name(r)
    n = f + " " + l
    lang, pre, post = r.choice([("en", "Hi, my name is ", " and I'm calling about my order."), ("en", "This is ", " from the Leeds office."),
                                ("de", "Guten Tag, mein Name ist ", ", ich habe eine Frage zur Rechnung."), ("fr", "Bonjour, je m'appelle ", " et j'ai un souci de connexion."),
                                ("es", "Hola, me llamo ", " y no puedo entrar en mi cuenta."), ("pt", "Olá, o meu nome é ", ", sou cliente há três anos."),
                                ("it", "Buongiorno, sono ", ", vi scrivo per il rimborso."), ("nl", "Hallo, ik ben ", " en mijn pakket is niet aangekomen."),
                                ("pl", "Dzień dobry, nazywam się ", " i mam problem z fakturą."), ("tr", "Merhaba, ben ", ", siparişim hakkında yazıyorum."),
                                ("sv", "Hej, jag heter ", " och behöver hjälp med mitt konto.")])
    return ("chat", lang, [pre, P(n), post])


@cls("pii", 18)
def c_name_speaker_label(r):
    n = full(r)
    return pick(r, lambda: ("transcript", "en", ["[00:01:12] ", P(n), ": yeah the invoice total is wrong\n[00:01:15] Agent: let me check that for you"]),
                lambda: ("teams", "en", ["%s  %s\n" % ("Yesterday 16:42", ""), P(n), " (External)\nsent the revised quote, can you confirm?"]),
                lambda: ("transcript", "en", ["Interviewer: thanks for joining.\n", P(n), ": happy to be here."]))


@cls("pii", 18)
def c_name_mid_sentence(r):
    n = full(r)
    return pick(r, lambda: ("chat", "en", ["I spoke with ", P(n), " from accounts and she said the refund was approved"]),
                lambda: ("ticket", "en", ["Escalated to ", P(n), " (tier 2) — waiting on their reply"]),
                lambda: ("chat", "de", ["Frau ", P(n), " hat gestern angerufen wegen der Kündigung."]),
                lambda: ("chat", "fr", ["M. ", P(n), " a confirmé la livraison pour jeudi."]),
                lambda: ("chat", "es", ["Según ", P(n), ", el pedido salió el lunes."]),
                lambda: ("chat", "pt", ["Falei com a ", P(n), " e ela vai reenviar o boleto."]))


@cls("pii", 18)
def c_name_signoff(r):
    n = full(r)
    return pick(r, lambda: ("email", "en", ["Thanks again for the quick fix.\n\nKind regards,\n", P(n), "\nProcurement"]),
                lambda: ("email", "de", ["Vielen Dank im Voraus.\n\nMit freundlichen Grüßen\n", P(n)]),
                lambda: ("email", "fr", ["Merci d'avance,\nCordialement,\n", P(n)]),
                lambda: ("email", "es", ["Quedo atento.\nUn saludo,\n", P(n)]),
                lambda: ("email", "nl", ["Alvast bedankt.\nMet vriendelijke groet,\n", P(n)]),
                lambda: ("chat", "en", ["that's all from me — cheers, ", P(n)]))


@cls("pii", 18)
def c_name_lastfirst(r):
    f, l, c = name(r)
    return pick(r, lambda: ("chat_export", "en", ["%s, %s  [9:14 AM]\nmorning, is the build green?" % (l, f)], [(0, len(l) + 2 + len(f))]),
                lambda: ("ticket", "en", ["Requester: %s, %s\nPriority: P3\nSubject: cannot reset MFA" % (l.upper(), f)], [(11, 11 + len(l) + 2 + len(f))]))


@cls("pii", 18)
def c_name_field(r):
    n = full(r)
    f, l = n.split(" ", 1)
    return pick(r, lambda: ("json", "en", ['{"customer": {"id": 88123, "full_name": "', P(n), '", "tier": "gold"}}']),
                lambda: ("form", "de", ["Vorname: ", P(f), "\nNachname: ", P(l), "\nAnliegen: Adressänderung"]),
                lambda: ("form", "es", ["Nombre y apellidos: ", P(n), "\nMotivo: devolución"]),
                lambda: ("xml", "en", ["<contact><displayName>", P(n), "</displayName><role>buyer</role></contact>"]))


@cls("pii", 16)
def c_name_table_row(r):
    pieces = ["| name | team | on call |\n|---|---|---|\n"]
    for _ in range(3):
        pieces += ["| ", P(full(r)), " | %s | %s |\n" % (r.choice(["payments", "search", "infra", "mobile"]), r.choice(["yes", "no"]))]
    return ("markdown", "en", pieces)


@cls("pii", 16)
def c_name_spelled(r):
    f, l, c = name(r, r.choice(["en", "de", "pl", "nl", "tr", "gr", "in"]))
    sp = "-".join(l.upper()) if r.random() < .5 else " ".join(l.upper())
    return ("transcript", "en", ["AGENT: could you spell the surname?\nCALLER: sure, ", P(sp), ", first name ", P(f)])


@cls("pii", 16)
def c_name_cjk(r):
    a, b = r.choice(KANJI_NAMES)
    return pick(r, lambda: ("chat", "ja", ["担当の", P(a + b), "さんに確認しました。"]),
                lambda: ("email", "ja", ["お世話になっております。\n", P(a + " " + b), "です。"]),
                lambda: ("chat", "zh", ["我是", P(r.choice(["王伟", "李娜", "张敏", "刘洋"])), "，订单还没有到。"]))


@cls("pii", 16)
def c_mention_handle(r):
    f, l, c = name(r, r.choice(["en", "us", "nl", "de", "sv"]))
    h = "@" + r.choice([f.lower() + "." + l.lower()[:3], f[0].lower() + l.lower(), f.lower() + "_" + digits(r, 2)])
    h = h.replace("ü", "u").replace("ö", "o").replace("å", "a").replace("ä", "a")
    return pick(r, lambda: ("slack", "en", ["thanks ", P(h), " for jumping on the incident"]),
                lambda: ("code_review", "en", ["LGTM, but ", P(h), " should double-check the migration"]),
                lambda: ("slack", "en", ["cc ", P(h), " — can you own the follow-up?"]))


# ======================================================================= PII: contact
@cls("pii", 18)
def c_email_plain(r):
    f, l, c = name(r, r.choice(["en", "us", "fr", "it", "nl"]))
    e = "%s.%s@%s" % (f.lower()[:1], l.lower(), r.choice(["gmail.com", "outlook.fr", "posteo.de", "libero.it", "ziggo.nl", "proton.me"]))
    e = e.encode("ascii", "ignore").decode()
    return pick(r, lambda: ("chat", "en", ["you can reach me at ", P(e), " after 5pm"]),
                lambda: ("email", "en", ["From: ", P(e), "\nTo: support@shop.example\nSubject: Re: order 5521"]),
                lambda: ("csv", "en", ["id,email,plan\n%d," % r.randrange(1000, 9999), P(e), ",pro\n"]))


@cls("pii", 16)
def c_email_obfuscated(r):
    f, l, c = name(r, r.choice(["en", "us", "nl"]))
    u, d, t = (f[0] + l).lower(), r.choice(["fastmail", "yahoo", "icloud", "gmx"]), r.choice(["com", "net", "de"])
    v = r.choice(["%s at %s dot %s", "%s [at] %s [dot] %s", "%s(at)%s(dot)%s", "%s AT %s DOT %s", "%s {at} %s {dot} %s", "%s arroba %s punto %s"]) % (u, d, t)
    return ("chat", "en", ["mail me: ", P(v), " (spam filters eat the normal form)"])


@cls("pii", 18)
def c_phone_national(r):
    cc, lang, pre = r.choice([("US", "en", "call me at "), ("GB", "en", "my mobile is "), ("DE", "de", "Rückruf bitte unter "),
                              ("FR", "fr", "mon portable : "), ("ES", "es", "mi móvil es el "), ("PT", "pt", "o meu telemóvel é "),
                              ("IT", "it", "il mio cellulare è "), ("NL", "nl", "bel me op "), ("BR", "pt", "meu celular: "),
                              ("MX", "es", "mi celular en México: "), ("IN", "en", "reach me in Bangalore on "), ("JP", "ja", "携帯番号は "),
                              ("AU", "en", "my mobile (Sydney) is "), ("PL", "pl", "mój numer telefonu: "), ("SE", "sv", "mitt mobilnummer är ")])
    return ("chat", lang, [pre, P(phone(r, cc)), ""])


@cls("pii", 18)
def c_phone_intl(r):
    cc = r.choice(["US", "GB", "DE", "FR", "ES", "PT", "IT", "NL", "BR", "MX", "IN", "JP", "AU", "PL", "SE"])
    p = phone(r, cc, intl=True)
    return pick(r, lambda: ("email", "en", ["--\n", N(full(r)), "\nM: ", P(p), "\n"]),
                lambda: ("json", "en", ['{"contact":{"phone":"', P(p), '","preferred":"sms"}}']),
                lambda: ("transcript", "en", ["CALLER: the number on file should be ", P(p), "\nAGENT: got it"]))


@cls("pii", 16)
def c_ip_address(r):
    ip = "%d.%d.%d.%d" % (r.choice([84, 91, 178, 188, 213, 81, 62]), r.randrange(1, 255), r.randrange(1, 255), r.randrange(1, 255))
    if r.random() < .25:
        ip = "2a02:%x:%x:%x::%x" % (r.randrange(4096, 65535), r.randrange(1, 65535), r.randrange(1, 65535), r.randrange(1, 255))
    return pick(r, lambda: ("chat", "en", ["my home IP is ", P(ip), ", can you whitelist it?"]),
                lambda: ("log", "en", ["%s auth: failed login for user=%s from " % (ts(r), r.choice(["alice", "bmoreau"])), P(ip), " port 52114"]),
                lambda: ("chat", "de", ["Meine IP-Adresse zu Hause: ", P(ip)]))


# ======================================================================= PII: addresses
def _addr(r, ccs):
    cc = r.choice(ccs)
    a = address(r, cc)
    lang = {"US": "en", "CA": "en", "GB": "en", "IE": "en", "AU": "en", "IN": "en", "DE": "de", "AT": "de", "CH": "de", "FR": "fr", "BE": "fr",
            "ES": "es", "MX": "es", "PT": "pt", "BR": "pt", "IT": "it", "NL": "nl", "PL": "pl", "SE": "sv", "JP": "ja"}[cc]
    pre = {"en": ["please ship it to ", "I moved to ", "billing address: ", "the courier left it at "],
           "de": ["Lieferadresse: ", "Ich wohne jetzt in der ", "bitte an folgende Anschrift: "],
           "fr": ["adresse de livraison : ", "j'habite au ", "merci d'envoyer au "],
           "es": ["envíalo a ", "mi dirección es ", "dirección de facturación: "],
           "pt": ["morada: ", "moro na ", "endereço de entrega: "], "it": ["indirizzo di spedizione: ", "abito in "],
           "nl": ["bezorgadres: ", "ik woon op de "], "pl": ["adres dostawy: ", "mieszkam na "], "sv": ["leveransadress: ", "jag bor på "],
           "ja": ["住所は ", "お届け先: "]}[lang]
    return pick(r, lambda: ("chat", lang, [r.choice(pre), P(a), ""]),
                lambda: ("json", lang, ['{"order": %d, "shipping": {"recipient": "' % r.randrange(10000, 99999), N(full(r)), '", "address": "', P(a), '"}}']),
                lambda: ("email", lang, [r.choice(pre), P(a), "\n" + r.choice(["thx", "Danke", "Merci", "Gracias", "Obrigado", "Grazie", "Bedankt", "Dzięki", "Tack", "よろしくお願いします"])]))


@cls("pii", 16)
def c_address_na(r):
    return _addr(r, ["US", "CA", "MX"])


@cls("pii", 16)
def c_address_uk_ie_au(r):
    return _addr(r, ["GB", "IE", "AU"])


@cls("pii", 16)
def c_address_dach(r):
    return _addr(r, ["DE", "AT", "CH"])


@cls("pii", 16)
def c_address_fr_be(r):
    return _addr(r, ["FR", "BE"])


@cls("pii", 16)
def c_address_iberia(r):
    return _addr(r, ["ES", "PT"])


@cls("pii", 16)
def c_address_it_nl(r):
    return _addr(r, ["IT", "NL"])


@cls("pii", 16)
def c_address_pl_se(r):
    return _addr(r, ["PL", "SE"])


@cls("pii", 16)
def c_address_br_in_jp(r):
    return _addr(r, ["BR", "IN", "JP"])


# ======================================================================= PII: ids
def _id(r, v, cues):
    lang, cue = r.choice(cues)
    return pick(r, lambda: ("chat", lang, [cue, P(v), ""]),
                lambda: ("form", lang, ["%s\n%s" % (r.choice(["--- KYC ---", "Formulário", "Antrag", "Dossier"]), cue), P(v), "\n"]),
                lambda: ("json", lang, ['{"applicant":{"national_id":"', P(v), '","verified":false}}']))


@cls("pii", 16)
def c_id_us_ssn(r):
    v = ssn(r)
    if r.random() < .3:
        return ("chat", "en", ["my social is ", P(v.replace("-", "")), ", the last four match the card"])
    return _id(r, v, [("en", "SSN: "), ("en", "social security number "), ("en", "Soc. Sec. #")])


@cls("pii", 14)
def c_id_ca_sin(r):
    return _id(r, sin_ca(r), [("en", "SIN: "), ("fr", "NAS : "), ("en", "my social insurance number is ")])


@cls("pii", 14)
def c_id_br_cpf(r):
    v = cpf(r)
    return _id(r, v if r.random() < .7 else re.sub(r"\D", "", v), [("pt", "CPF: "), ("pt", "meu CPF é "), ("pt", "CPF do titular ")])


@cls("pii", 14)
def c_id_es_dni_nie(r):
    return _id(r, dni(r), [("es", "DNI: "), ("es", "mi DNI es el "), ("es", "NIE "), ("es", "N.º de documento: ")])


@cls("pii", 14)
def c_id_fr_nir(r):
    return _id(r, nir(r), [("fr", "N° de sécurité sociale : "), ("fr", "mon numéro de sécu est le "), ("fr", "NIR ")])


@cls("pii", 14)
def c_id_pt_nif(r):
    return _id(r, nif_pt(r), [("pt", "NIF: "), ("pt", "o meu número de contribuinte é "), ("pt", "contribuinte n.º ")])


@cls("pii", 14)
def c_id_nl_bsn_be_rrn(r):
    if r.random() < .5:
        return _id(r, bsn(r), [("nl", "BSN: "), ("nl", "mijn burgerservicenummer is "), ("nl", "sofinummer ")])
    return _id(r, be_rrn(r), [("fr", "numéro de registre national : "), ("nl", "rijksregisternummer "), ("nl", "INSZ: ")])


@cls("pii", 14)
def c_id_pl_pesel(r):
    return _id(r, pesel(r), [("pl", "PESEL: "), ("pl", "mój PESEL to "), ("pl", "nr PESEL ")])


@cls("pii", 15)
def c_id_nordic(r):
    k = r.randrange(3)
    if k == 0:
        return _id(r, se_pnr(r), [("sv", "personnummer: "), ("sv", "mitt personnummer är ")])
    if k == 1:
        return _id(r, fi_hetu(r), [("fi", "henkilötunnus: "), ("fi", "hetu ")])
    return _id(r, no_fnr(r), [("no", "fødselsnummer: "), ("no", "personnummeret mitt er ")])


@cls("pii", 14)
def c_id_cn_kr(r):
    if r.random() < .5:
        return _id(r, cn_ric(r), [("zh", "身份证号："), ("zh", "身份证号码 "), ("en", "Chinese resident ID ")])
    return _id(r, kr_rrn(r), [("ko", "주민등록번호: "), ("en", "RRN ")])


@cls("pii", 14)
def c_id_za_tr(r):
    if r.random() < .5:
        return _id(r, za_id(r), [("en", "SA ID number: "), ("en", "my ID no. is ")])
    return _id(r, tckn(r), [("tr", "T.C. Kimlik No: "), ("tr", "TC kimlik numaram "), ("tr", "TCKN ")])


@cls("pii", 14)
def c_id_ch_ahv_au_tfn(r):
    if r.random() < .5:
        return _id(r, ahv(r), [("de", "AHV-Nr.: "), ("fr", "n° AVS : "), ("de", "Sozialversicherungsnummer ")])
    return _id(r, tfn(r), [("en", "TFN: "), ("en", "my tax file number is ")])


@cls("pii", 14)
def c_id_uk_nino_in_pan(r):
    if r.random() < .5:
        return _id(r, nino(r), [("en", "NI number: "), ("en", "National Insurance no. "), ("en", "my NINO is ")])
    return _id(r, pan_in(r), [("en", "PAN: "), ("en", "PAN card number "), ("hi", "पैन नंबर ")])


@cls("pii", 16)
def c_passport(r):
    lang, cue, v = r.choice([("en", "passport no. ", digits(r, 9)), ("de", "Reisepassnummer: ", "C" + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")),
                             ("fr", "numéro de passeport : ", digits(r, 2) + rs(r, 2, UP) + digits(r, 5)), ("es", "n.º de pasaporte ", rs(r, 3, UP) + digits(r, 6)),
                             ("it", "numero di passaporto ", rs(r, 2, UP) + digits(r, 7)), ("pl", "numer paszportu: ", rs(r, 2, UP) + digits(r, 7)),
                             ("ja", "旅券番号: ", rs(r, 2, UP) + digits(r, 7)), ("nl", "paspoortnummer ", rs(r, 2, UP) + rs(r, 6, UP + "123456789")),
                             ("pt", "número do passaporte: ", rs(r, 2, UP) + digits(r, 6)), ("en", "Passport #", "5" + digits(r, 8))])
    return pick(r, lambda: ("chat", lang, [cue, P(v), ""]), lambda: ("form", lang, ["Traveller: ", N(full(r)), "\n" + cue, P(v), "\n"]))


@cls("pii", 18)
def c_iban(r):
    v = iban(r)
    if r.random() < .5:
        v = iban_grouped(v)
    return pick(r, lambda: ("chat", "en", ["refund to my account please, IBAN ", P(v)]),
                lambda: ("email", "de", ["Bitte überweisen Sie den Betrag auf ", P(v), " (Kontoinhaber: ", N(full(r, "de")), ")."]),
                lambda: ("csv", "en", ["payee;iban;amount\n", N(full(r)), ";", P(v), ";120.00\n"]),
                lambda: ("chat", "es", ["mi cuenta: ", P(v)]))


@cls("pii", 18)
def c_payment_card(r):
    c = group_card(r, card(r))
    return pick(r, lambda: ("chat", "en", ["card number is ", P(c), " exp 09/28"]),
                lambda: ("transcript", "en", ["CALLER: the long number is ", P(c), "\nAGENT: and the expiry?"]),
                lambda: ("chat", "fr", ["ma carte : ", P(c), ", elle a été refusée"]),
                lambda: ("log", "en", ["%s WARN payments: raw PAN in request body pan=" % ts(r), P(c), " merchant=%d" % r.randrange(1000, 9999)]))


# ======================================================================= PII: dates of birth
DOB_CUES = [("en", "DOB: "), ("en", "date of birth "), ("en", "I was born on "), ("de", "geboren am "), ("de", "Geburtsdatum: "),
            ("fr", "né le "), ("fr", "date de naissance : "), ("es", "fecha de nacimiento: "), ("es", "nací el "), ("pt", "data de nascimento: "),
            ("pt", "nasci em "), ("it", "data di nascita: "), ("it", "nata il "), ("nl", "geboortedatum: "), ("nl", "geboren op "),
            ("pl", "data urodzenia: "), ("sv", "födelsedatum: "), ("tr", "doğum tarihi: "), ("ja", "生年月日："), ("cs", "datum narození: "),
            ("fi", "syntymäaika: "), ("ru", "дата рождения: ")]


@cls("pii", 22)
def c_dob_inline(r):
    lang, cue = r.choice(DOB_CUES)
    return ("chat", lang, [cue, P(date_fmt(r, lang)), r.choice(["", " — for the verification", ".", ""])])


@cls("pii", 18)
def c_dob_structured(r):
    lang = r.choice(["en", "de", "es", "pt", "fr"])
    col = {"en": "date_of_birth", "de": "geburtsdatum", "es": "fecha_nacimiento", "pt": "data_nascimento", "fr": "date_naissance"}[lang]
    d1, d2 = "%d-%02d-%02d" % birth(r), "%d-%02d-%02d" % birth(r)
    return pick(r, lambda: ("csv", lang, ["id;%s;plan\n%d;" % (col, r.randrange(100, 999)), P(d1), ";basic\n%d;" % r.randrange(100, 999), P(d2), ";pro\n"]),
                lambda: ("sql", lang, [" user_id | %s | country\n---------+------------+--------\n    4411 | " % col, P(d1), " | PT\n(1 row)"]),
                lambda: ("json", lang, ['{"patient": {"mrn": "%s", "%s": "' % (digits(r, 7), col), P(d1), '"}}']),
                lambda: ("sql", lang, ["INSERT INTO members (id, %s, tier) VALUES (%d, '" % (col, r.randrange(10, 999)), P(d1), "', 'silver');"]))


@cls("pii", 16)
def c_dob_dialog(r):
    lang = r.choice(["en", "de", "es", "pt"])
    q = {"en": "AGENT: can I get your date of birth for security?", "de": "AGENT: Können Sie mir Ihr Geburtsdatum nennen?",
         "es": "AGENTE: ¿me confirma su fecha de nacimiento?", "pt": "ATENDENTE: pode confirmar a sua data de nascimento?"}[lang]
    return ("transcript", lang, [q + "\n" + {"en": "CALLER: ", "de": "KUNDE: ", "es": "CLIENTE: ", "pt": "CLIENTE: "}[lang], P(date_fmt(r, lang)), ""])


# ======================================================================= KEEP classes
def api_id(r):
    return r.choice([lambda: "chatcmpl-" + rs(r, 29), lambda: "msg_01" + rs(r, 22), lambda: "run_" + rs(r, 24), lambda: "req_" + rs(r, 24, AL),
                     lambda: "evt_1" + rs(r, 23), lambda: "cus_" + rs(r, 14), lambda: "pi_3" + rs(r, 23), lambda: "sub_1" + rs(r, 23),
                     lambda: "in_1" + rs(r, 23), lambda: "ch_3" + rs(r, 23), lambda: "vs_" + rs(r, 24), lambda: "ftjob-" + rs(r, 24),
                     lambda: "batch_" + rs(r, 32, HEX), lambda: "toolu_01" + rs(r, 22), lambda: "resp_" + rs(r, 48, HEX), lambda: "price_1" + rs(r, 23)])()


@cls("keep", 20)
def c_api_object_id(r):
    v = api_id(r)
    return pick(r, lambda: ("log", "en", ["%s INFO upstream ok id=" % ts(r), K(v, "api_object_id"), " latency_ms=%d" % r.randrange(80, 3000)]),
                lambda: ("chat", "en", ["the failing one is ", K(v, "api_object_id"), ", can you look it up in the dashboard?"]),
                lambda: ("json", "en", ['{"object":"event","id":"', K(v, "api_object_id"), '","livemode":true}']))


@cls("keep", 18)
def c_hash_digest(r):
    k = r.randrange(4)
    if k == 0:
        v = hashlib.sha256(rs(r, 20).encode()).hexdigest()
        return ("shell", "en", ["$ sha256sum release.tar.gz\n", K(v, "hash_digest"), "  release.tar.gz"])
    if k == 1:
        v = "sha256:" + hashlib.sha256(rs(r, 20).encode()).hexdigest()
        return ("log", "en", ["Pulled ghcr.io/acme/api@", K(v, "hash_digest"), "\nStatus: Downloaded newer image"])
    if k == 2:
        v = "sha512-" + __import__("base64").b64encode(hashlib.sha512(rs(r, 20).encode()).digest()).decode()
        return ("json", "en", ['"node_modules/left-pad": {"version": "1.3.0", "integrity": "', K(v, "hash_digest"), '"}'])
    v = "SHA256:" + __import__("base64").b64encode(hashlib.sha256(rs(r, 20).encode()).digest()).decode().rstrip("=")
    return ("shell", "en", ["The authenticity of host 'bastion' can't be established.\nED25519 key fingerprint is ", K(v, "hash_digest"), "."])


@cls("keep", 18)
def c_commit_sha(r):
    v = hashlib.sha1(rs(r, 10).encode()).hexdigest()
    return pick(r, lambda: ("code_review", "en", ["reverted in ", K(v, "commit_sha"), ", see the incident doc"]),
                lambda: ("ci", "en", ["Checking out ", K(v, "commit_sha"), " (refs/heads/main)\nHEAD is now at ", K(v[:7], "commit_sha"), " fix flaky test"]),
                lambda: ("chat", "en", ["bisect says the first bad commit is ", K(v[:r.choice([7, 8, 10, 12])], "commit_sha")]))


@cls("keep", 18)
def c_uuid_tech(r):
    v = str(_uuid.UUID(int=r.getrandbits(128), version=4))
    return pick(r, lambda: ("log", "en", ["%s ERROR job failed trace_id=" % ts(r), K(v, "uuid_tech"), " attempt=3"]),
                lambda: ("http", "en", ["< X-Request-Id: ", K(v, "uuid_tech"), "\n< HTTP/1.1 504 Gateway Timeout"]),
                lambda: ("chat", "en", ["workspace ", K(v, "uuid_tech"), " is the one stuck in provisioning"]))


@cls("keep", 18)
def c_version_string(r):
    v = r.choice(["%d.%d.%d.%d" % (r.randrange(1, 20), r.randrange(0, 10), r.randrange(0, 50), r.randrange(0, 9999)),
                  "%d.%d.%d-rc.%d" % (r.randrange(0, 9), r.randrange(0, 30), r.randrange(0, 20), r.randrange(1, 5)),
                  "v%d.%d.%d+build.%d" % (r.randrange(0, 9), r.randrange(0, 30), r.randrange(0, 20), r.randrange(100, 999)),
                  "%d.%02d.%d" % (r.randrange(2022, 2027), r.randrange(1, 13), r.randrange(0, 5))])
    return pick(r, lambda: ("chat", "en", ["after upgrading the agent to ", K(v, "version_string"), " the crash is gone"]),
                lambda: ("log", "en", ["Installed: msodbcsql18 ", K(v, "version_string"), "\n"]),
                lambda: ("ticket", "de", ["Betroffene Version: ", K(v, "version_string"), ", Windows 11"]))


@cls("keep", 18)
def c_k8s_quantity(r):
    a, b = "%d%s" % (r.choice([128, 256, 512, 750, 2]), r.choice(["Mi", "Gi"])), "%dm" % r.choice([100, 250, 500, 1500])
    return pick(r, lambda: ("yaml", "en", ["resources:\n  limits:\n    memory: ", K(a, "k8s_quantity"), "\n    cpu: ", K(b, "k8s_quantity"), "\n"]),
                lambda: ("chat", "en", ["bumped the request to ", K(a, "k8s_quantity"), " and it stopped getting evicted"]))


@cls("keep", 18)
def c_http_status(r):
    v = r.choice(["502 Bad Gateway", "503 Service Unavailable", "429 Too Many Requests", "401 Unauthorized", "404 Not Found", "504 Gateway Timeout", "413 Payload Too Large", "418 I'm a teapot"])
    return pick(r, lambda: ("chat", "en", ["since the deploy every third call returns ", K(v, "http_status")]),
                lambda: ("log", "en", ["upstream responded ", K(v, "http_status"), " after 30004 ms"]),
                lambda: ("chat", "es", ["me sale ", K(v, "http_status"), " al subir el archivo"]))


@cls("keep", 18)
def c_error_name(r):
    v = r.choice(["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "KeyError", "NullPointerException", "ECONNRESET", "SIGSEGV", "DeadlineExceeded",
                  "ConcurrentModificationException", "ERR_SSL_PROTOCOL_ERROR", "ENOSPC", "StackOverflowError", "ValidationError", "EADDRINUSE"])
    return pick(r, lambda: ("chat", "en", ["the worker pod keeps ending in ", K(v, "error_name"), " overnight"]),
                lambda: ("log", "en", ["%s FATAL " % ts(r), K(v, "error_name"), " in worker-3"]),
                lambda: ("ticket", "fr", ["Erreur observée : ", K(v, "error_name"), " au démarrage"]))


@cls("keep", 20)
def c_product_firstname(r):
    v = r.choice(["Otto", "Jarvis", "Watson", "Alexa", "Siri", "Cortana", "Claude", "Gemini", "Jenkins", "Hugo", "Julia", "Ruby", "Travis", "Jasper", "Devin", "Ada", "Bixby", "Luigi", "Grafana", "Sentry"])
    return pick(r, lambda: ("chat", "en", ["we asked ", K(v, "product_firstname"), " to summarise the logs and it missed the root cause"]),
                lambda: ("chat", "en", [K(v, "product_firstname"), " is still on the old plugin version, that's why the pipeline is slow"]),
                lambda: ("ticket", "de", ["Integration mit ", K(v, "product_firstname"), " funktioniert seit dem Update nicht mehr."]))


@cls("keep", 18)
def c_example_key(r):
    v = r.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "<YOUR_API_KEY>",
                  "sk-...", "xoxb-your-token-here", "${GITHUB_TOKEN}", "{{ .Values.db.password }}", "REPLACE_ME", "ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"])
    return pick(r, lambda: ("markdown", "en", ["Set the key in your environment, e.g. `export API_KEY=", K(v, "example_key"), "` (see docs)."]),
                lambda: ("yaml", "en", ["# example only\napi_key: \"", K(v, "example_key"), "\"\n"]))


@cls("keep", 20)
def c_timestamp_date(r):
    v = r.choice([ts(r), "2026-%02d-%02d %02d:%02d:%02d UTC" % (r.randrange(1, 13), r.randrange(1, 29), r.randrange(24), r.randrange(60), r.randrange(60)),
                  "Mar %2d %02d:%02d:%02d" % (r.randrange(1, 29), r.randrange(24), r.randrange(60), r.randrange(60)),
                  "%d/%02d/2026" % (r.randrange(1, 29), r.randrange(1, 13))])
    return pick(r, lambda: ("chat", "en", ["the outage started at ", K(v, "timestamp_date"), " according to the status page"]),
                lambda: ("ticket", "en", ["Maintenance window: ", K(v, "timestamp_date"), " (30 min)"]),
                lambda: ("chat", "de", ["Die Lieferung kam am ", K(v, "timestamp_date"), " an."]))


@cls("keep", 18)
def c_port_number(r):
    p = str(r.choice([5432, 6379, 8080, 9092, 27017, 3306, 8443, 9200, 15672, 2379]))
    return pick(r, lambda: ("chat", "en", ["the firewall blocks ", K(p, "port_number"), " from the new subnet"]),
                lambda: ("shell", "en", ["$ nc -zv db.internal ", K(p, "port_number"), "\nConnection succeeded!"]))


@cls("keep", 20)
def c_order_sku(r):
    v = r.choice(["ORD-%d-%05d" % (r.randrange(2024, 2027), r.randrange(99999)), "SKU-%s-%03d" % (rs(r, 3, UP), r.randrange(999)), "INV/2026/%05d" % r.randrange(99999),
                  "#%d" % r.randrange(100000, 9999999), "PO%s" % digits(r, 8), "RMA-%s" % digits(r, 6), "A%s-%s" % (digits(r, 3), digits(r, 4))])
    return pick(r, lambda: ("chat", "en", ["order ", K(v, "order_sku"), " arrived damaged"]),
                lambda: ("email", "pt", ["A encomenda ", K(v, "order_sku"), " foi enviada hoje."]),
                lambda: ("csv", "en", ["ref,qty,status\n", K(v, "order_sku"), ",%d,shipped\n" % r.randrange(1, 40)]))


@cls("keep", 18)
def c_isbn_ean_cve(r):
    k = r.randrange(3)
    if k == 0:
        b = "978" + digits(r, 9)
        c = (10 - sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(b)) % 10) % 10
        v = "%s-%s-%s-%s-%s" % (b[:3], b[3], b[4:8], b[8:12], c)
        return ("chat", "en", ["the book is ISBN ", K(v, "isbn_ean_cve"), ", second edition"])
    if k == 1:
        b = "40" + digits(r, 10)
        c = (10 - sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(b)) % 10) % 10
        return ("csv", "de", ["artikel;ean;menge\nKaffeefilter;", K(b + str(c), "isbn_ean_cve"), ";12\n"])
    v = "CVE-%d-%d" % (r.randrange(2019, 2027), r.randrange(1000, 49999))
    return ("ticket", "en", ["Patch for ", K(v, "isbn_ean_cve"), " rolled out to all nodes"])


@cls("keep", 16)
def c_pod_build_ids(r):
    v = r.choice(["api-%s-%s" % (rs(r, 10, "bcdf256789"), rs(r, 5, "bcdfghjklmnpqrstvwxz2456789")), "build #%d" % r.randrange(1000, 99999),
                  "i-0%s" % rs(r, 16, HEX), "arn:aws:sqs:eu-west-1:%s:orders-dlq" % digits(r, 12), "sg-0%s" % rs(r, 16, HEX)])
    return pick(r, lambda: ("chat", "en", ["restarting ", K(v, "pod_build_ids"), " fixed it for now"]),
                lambda: ("log", "en", ["%s reconcile target=" % ts(r), K(v, "pod_build_ids"), " result=ok"]))


@cls("keep", 16)
def c_amount_quantity(r):
    money = r.choice(["€1.249,90", "$3,400.00", "R$ 189,90", "£72.10", "¥12,800", "CHF 2'450.00"])
    qty = r.choice(["12.5 GB", "450 ms", "1.2k req/s", "99.95%", "3 TB", "1.8 s"])
    return pick(r, lambda: ("chat", "en", ["the invoice says ", K(money, "amount_quantity"), " which doesn't match the quote"]),
                lambda: ("log", "en", ["p99 over the last hour: ", K(qty, "amount_quantity"), " (SLO breached)"]))


# ======================================================================= CLEAN snippets (no secret/pii; keep spans only)
def clean(r):
    return pick(r,
                lambda: ("kubectl", "en", ["NAME                       READY   STATUS             RESTARTS   AGE\n", K("api-6f9c7d-k2x9p", "pod_build_ids"), "           0/1     ", K("CrashLoopBackOff", "error_name"), "   14         2h\n"]),
                lambda: ("docs", "en", ["Rotate the database password every 90 days. Store it in the secret manager and reference it as ", K("${DB_PASSWORD}", "example_key"), "; never commit the value."]),
                lambda: ("git", "en", ["commit ", K(hashlib.sha1(rs(r, 8).encode()).hexdigest(), "commit_sha"), "\nAuthor: release-bot <release-bot@users.noreply.example>\n\n    chore: bump parser to ", K("%d.%d.%d.%d" % (r.randrange(1, 9), r.randrange(9), r.randrange(20), r.randrange(999)), "version_string"), "\n"]),
                lambda: ("chat", "en", ["password reset emails are delayed by about 10 minutes, that's expected with the new queue"]),
                lambda: ("log", "en", ["%s WARN http: upstream returned " % ts(r), K("503 Service Unavailable", "http_status"), ", retrying in 2s"]),
                lambda: ("yaml", "en", ["services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\n"]),
                lambda: ("http", "en", ["< HTTP/1.1 401 Unauthorized\n< WWW-Authenticate: Bearer realm=\"api\", error=\"invalid_token\"\n"]),
                lambda: ("chat", "en", ["we should ask ", K(r.choice(["Jenkins", "Otto", "Copilot", "Jarvis"]), "product_firstname"), " bot to rerun the nightly, it timed out"]),
                lambda: ("sql", "en", ["EXPLAIN ANALYZE SELECT * FROM orders WHERE created_at > now() - interval '1 day';\n Seq Scan on orders  (cost=0.00..4210.55 rows=1021 width=96) (actual time=0.02..31.7 rows=998 loops=1)\n"]),
                lambda: ("chat", "de", ["Das Passwort muss mindestens 12 Zeichen lang sein und darf nicht dem Benutzernamen entsprechen."]),
                lambda: ("chat", "fr", ["La page de connexion affiche « mot de passe incorrect » même avec le bon identifiant, on regarde."]),
                lambda: ("ticket", "en", ["Customer cannot log in after the MFA migration. Steps: open app, tap Sign in, enter email, error ", K("ERR_SSL_PROTOCOL_ERROR", "error_name"), "."]),
                lambda: ("chat", "es", ["el token expira a los 15 minutos, hay que refrescarlo con el endpoint /oauth/refresh"]),
                lambda: ("log", "en", ["%s INFO billing: charged " % ts(r), K(api_id(r), "api_object_id"), " amount=", K("$3,400.00", "amount_quantity")]),
                lambda: ("markdown", "en", ["| metric | value |\n|---|---|\n| p99 | ", K("450 ms", "amount_quantity"), " |\n| error rate | ", K("99.95%", "amount_quantity"), " |\n"]),
                lambda: ("shell", "en", ["$ npm ci\nadded 1204 packages in 31s\nfound 0 vulnerabilities\n"]),
                lambda: ("csv", "en", ["sku,warehouse,qty\n", K("SKU-TRX-%03d" % r.randrange(999), "order_sku"), ",LIS-2,%d\n" % r.randrange(1, 500)]),
                lambda: ("chat", "pt", ["a senha tem que ser trocada no primeiro acesso, o sistema pede automaticamente"]),
                lambda: ("chat", "en", ["Paris office is closed on Monday; Jordan river trip photos are in the shared drive"]),
                lambda: ("yaml", "en", ["resources:\n  requests:\n    memory: ", K("512Mi", "k8s_quantity"), "\n    cpu: ", K("250m", "k8s_quantity"), "\n"]),
                lambda: ("shell", "en", ["$ ssh-keygen -lf ~/.ssh/known_hosts | head -1\n256 ", K("SHA256:" + __import__("base64").b64encode(hashlib.sha256(rs(r, 9).encode()).digest()).decode().rstrip("="), "hash_digest"), " bastion (ED25519)\n"]),
                lambda: ("chat", "en", ["the API key field is empty in the form, I think the placeholder ", K("<YOUR_API_KEY>", "example_key"), " confused them"]),
                lambda: ("log", "en", ["%s INFO tokenizer: loaded 50257 tokens, max_length=2048, pad_token=<|endoftext|>" % ts(r)]),
                lambda: ("ticket", "en", ["Upgrade blocked by ", K("CVE-2024-3094", "isbn_ean_cve"), "; waiting for the vendor patch."]),
                lambda: ("json", "en", ['{"status":"ok","request_id":"', K(str(_uuid.UUID(int=r.getrandbits(128), version=4)), "uuid_tech"), '","duration_ms":%d}' % r.randrange(5, 900)]),
                )


# ======================================================================= wrapping, checks
PREFIX = ["", "", "", "", "[#support-eu] ", "Fwd: ", "--- ticket %d ---\n", "%s ", "(via Zendesk) ", "> quoted from earlier:\n"]
SUFFIX = ["", "", "", "", "\n\nSent from my phone", "\n[attachment: screenshot.png]", " 👍", "\n-- end of thread --"]


def build(r, pieces, spans_extra=None):
    text, spans = "", []
    for p in pieces:
        if isinstance(p, str):
            text += p
        else:
            kind, v, c = p
            spans.append({"start": len(text), "end": len(text) + len(v), "kind": kind, "class": c, "value": v})
            text += v
    return text, spans


def leak_ok(text, spans):
    mask = list(text)
    for s in spans:
        if s["kind"] != "keep":
            for i in range(s["start"], s["end"]):
                mask[i] = "\0"
    rest = "".join(mask)
    for s in spans:
        v = s["value"]
        if s["kind"] == "secret":
            grams = [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
            if any(g in rest for g in grams):
                return False
        elif s["kind"] == "pii":
            if v in rest:
                return False
            if s["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", rest):
                        return False
    return True


def make(r, kind, name, fn):
    out = fn(r)
    src, lang, pieces = out[0], out[1], out[2]
    if len(out) == 4:  # (text-only piece, explicit offsets) for name_lastfirst
        text = pieces[0]
        spans = [{"start": a, "end": b, "kind": "pii", "class": None, "value": text[a:b]} for a, b in out[3]]
    else:
        text, spans = build(r, pieces)
    for s in spans:
        if s["class"] is None:
            s["class"] = name if s["kind"] == kind or kind == "clean" else (
                "name_in_context" if s["kind"] == "pii" and re.fullmatch(r"[^\W\d_][\w'\-]+(?: [^\W\d_][\w'\-]+)+", s["value"]) else
                "pii_in_context" if s["kind"] == "pii" else "secret_in_context")
    if kind != "clean" and r.random() < .35:
        pre = r.choice(PREFIX)
        pre = pre % r.randrange(10000, 99999) if "%d" in pre else (pre % ts(r) if "%s" in pre else pre)
        suf = r.choice(SUFFIX)
        for s in spans:
            s["start"] += len(pre)
            s["end"] += len(pre)
        text = pre + text + suf
    return src, lang, text, spans


# label fix after the sanity check: a bot's noreply address is e-mail-shaped; such a snippet is neither
# "clean" (masking it is defensible) nor labelled pii (it is not personal data). Its keep spans still count.
EMAILISH = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")


def main():
    outp = sys.argv[1] if len(sys.argv) > 1 else "corpus_f.jsonl"
    r = random.Random(SEED)
    rows, redraws = [], 0
    jobs = [(k, n, f, cnt) for (k, n, f, cnt) in CLASSES] + [("clean", "clean", clean, 240)]
    for kind, name, fn, cnt in jobs:
        for i in range(cnt):
            for attempt in range(25):
                src, lang, text, spans = make(r, kind, name, fn)
                ok = leak_ok(text, spans) and all(text[s["start"]:s["end"]] == s["value"] for s in spans)
                ok = ok and not (kind == "clean" and any(s["kind"] != "keep" for s in spans))
                if ok:
                    break
                redraws += 1
            else:
                raise SystemExit("cannot draw %s" % name)
            rows.append({"id": "f-%s-%03d" % (name, i), "source": src, "lang": lang, "text": text, "spans": spans, "clean": kind == "clean" and not EMAILISH.search(text)})
    r.shuffle(rows)
    with open(outp, "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    classes = sorted({(s["kind"], s["class"]) for row in rows for s in row["spans"]})
    print("wrote %s: %d snippets (%d clean), %d classes, %d redraws" % (outp, len(rows), sum(r_["clean"] for r_ in rows), len(classes), redraws), file=sys.stderr)


if __name__ == "__main__":
    main()
