; Inno Setup 6 script for Desktop Solver on Windows (x64).
;
; Build the bundle first (python installer\build.py, which also runs this when ISCC.exe is found),
; or by hand from the repository root:
;
;   ISCC /DAppVersion=0.1.0 /DBundleDir=dist\desktop_solver /Odist\packages installer\windows\desktop_solver.iss
;
; Tesseract (OCR) is either bundled or found at install time:
;   /DTesseractDir=C:\path\to\Tesseract-OCR /DTesseractLicense=C:\path\to\LICENSE
; copies a Tesseract folder (tesseract.exe, its DLLs, tessdata with eng and rus) into
; {app}\tesseract with its licence, where the app looks first. Without it the installer looks
; for an installed Tesseract (registry, Program Files); one found somewhere the app does not look
; is recorded in the user's DESKTOP_SOLVER_TESSERACT variable, and when there is none the last
; page says how to get it.

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\desktop_solver"
#endif
#ifdef TesseractDir
  #ifndef TesseractLicense
    #error TesseractDir needs TesseractLicense: Tesseract is shipped only with its licence (Apache-2.0)
  #endif
#endif

#define AppName "Desktop Solver"
#define AppExe "desktop-solver.exe"
#define AppCli "desktop-solver-cli.exe"
#define ListProgId "DesktopSolver.WordList"
#define ImageProgId "DesktopSolver.Image"

[Setup]
AppId={{6E2B7C1A-4F0D-4C8E-9B7A-2D5E1F3A9C40}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=desktop_solver contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
; Installing for the current user needs no administrator; all users can be chosen in a dialog.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputBaseFilename=desktop-solver-{#AppVersion}-setup
SetupIconFile=..\..\resources\icons\desktop_solver.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
ChangesEnvironment=yes
DisableProgramGroupPage=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"

[CustomMessages]
english.AssocLists=Open word lists (.dslist) with {#AppName}
russian.AssocLists=Открывать списки слов (.dslist) в {#AppName}
english.OpenWith=Offer {#AppName} in "Open with" for text files and pictures
russian.OpenWith=Предлагать {#AppName} в «Открыть с помощью» для текстов и картинок
english.WordList=Desktop Solver word list
russian.WordList=Список слов Desktop Solver
english.BoardPicture=Board picture
russian.BoardPicture=Картинка с полем
english.CommandLine=Desktop Solver (command line)
russian.CommandLine=Desktop Solver (командная строка)
english.NoTesseract=Tesseract OCR was not found. Everything works without it except reading boards from screenshots. To add that, install Tesseract for Windows with the English and Russian language data, then restart {#AppName}; if it is in an unusual folder, set the environment variable DESKTOP_SOLVER_TESSERACT to the full path of tesseract.exe.
russian.NoTesseract=Tesseract OCR не найден. Всё работает и без него, кроме чтения поля со снимка экрана. Чтобы это заработало, установите Tesseract для Windows с английскими и русскими языковыми данными и перезапустите {#AppName}; если он в необычной папке, укажите полный путь к tesseract.exe в переменной окружения DESKTOP_SOLVER_TESSERACT.

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "assoclists"; Description: "{cm:AssocLists}"
Name: "openwith"; Description: "{cm:OpenWith}"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
#ifdef TesseractDir
Source: "{#TesseractDir}\*"; DestDir: "{app}\tesseract"; Flags: ignoreversion recursesubdirs createallsubdirs
Source: "{#TesseractLicense}"; DestDir: "{app}\tesseract"; DestName: "LICENSE.txt"; Flags: ignoreversion
#endif

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{group}\{cm:CommandLine}"; Filename: "{cmd}"; Parameters: "/k ""{app}\{#AppCli}"" --help"; WorkingDir: "{userdocs}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA is HKLM for an all-users install and HKCU for a current-user one.
; .dslist belongs to the app.
Root: HKA; Subkey: "Software\Classes\.dslist"; ValueType: string; ValueName: ""; ValueData: "{#ListProgId}"; Flags: uninsdeletevalue; Tasks: assoclists
Root: HKA; Subkey: "Software\Classes\{#ListProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:WordList}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ListProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ListProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" --open ""%1"""
Root: HKA; Subkey: "Software\Classes\{#ImageProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:BoardPicture}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#ImageProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#ImageProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" --open ""%1"""
; Plain text and pictures keep their own programs; the app is only offered in "Open with".
Root: HKA; Subkey: "Software\Classes\.txt\OpenWithProgids"; ValueType: string; ValueName: "{#ListProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.png\OpenWithProgids"; ValueType: string; ValueName: "{#ImageProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.jpg\OpenWithProgids"; ValueType: string; ValueName: "{#ImageProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.jpeg\OpenWithProgids"; ValueType: string; ValueName: "{#ImageProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.webp\OpenWithProgids"; ValueType: string; ValueName: "{#ImageProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\.bmp\OpenWithProgids"; ValueType: string; ValueName: "{#ImageProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: openwith
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".dslist"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".txt"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".png"; ValueData: ""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".jpg"; ValueData: ""
#ifndef TesseractDir
; A Tesseract installed where the app does not look (see desktop_solver/ocr/recognise/tesseract.py).
Root: HKCU; Subkey: "Environment"; ValueType: string; ValueName: "DESKTOP_SOLVER_TESSERACT"; ValueData: "{code:FoundTesseract}"; Flags: uninsdeletevalue; Check: TesseractNeedsPointer
#endif

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

[Code]
var
  TesseractPath: String;

// Where the Tesseract installers record their folder (HKLM or HKCU, 64- or 32-bit view).
function TesseractUnder(Root: Integer; var Exe: String): Boolean;
var
  Folder: String;
begin
  Result := (RegQueryStringValue(Root, 'SOFTWARE\Tesseract-OCR', 'Path', Folder) or
             RegQueryStringValue(Root, 'SOFTWARE\Tesseract-OCR', 'InstallDir', Folder)) and
            FileExists(AddBackslash(Folder) + 'tesseract.exe');
  if Result then
    Exe := AddBackslash(Folder) + 'tesseract.exe';
end;

function TesseractFromRegistry(): String;
begin
  Result := '';
  if not TesseractUnder(HKLM64, Result) then
    if not TesseractUnder(HKLM32, Result) then
      TesseractUnder(HKCU, Result);
end;

// The folders the app searches by itself.
function AppLooksThere(Path: String): Boolean;
begin
  Result := (CompareText(Path, ExpandConstant('{commonpf64}\Tesseract-OCR\tesseract.exe')) = 0) or
            (CompareText(Path, ExpandConstant('{commonpf32}\Tesseract-OCR\tesseract.exe')) = 0) or
            (CompareText(Path, ExpandConstant('{localappdata}\Programs\Tesseract-OCR\tesseract.exe')) = 0);
end;

function InitializeSetup(): Boolean;
begin
  TesseractPath := TesseractFromRegistry();
  if (TesseractPath = '') and FileExists(ExpandConstant('{commonpf64}\Tesseract-OCR\tesseract.exe')) then
    TesseractPath := ExpandConstant('{commonpf64}\Tesseract-OCR\tesseract.exe');
  Result := True;
end;

function FoundTesseract(Param: String): String;
begin
  Result := TesseractPath;
end;

function TesseractNeedsPointer(): Boolean;
begin
  Result := (TesseractPath <> '') and not AppLooksThere(TesseractPath);
end;

procedure CurStepChanged(CurStep: TSetupStep);
begin
#ifndef TesseractDir
  if (CurStep = ssPostInstall) and (TesseractPath = '') and not WizardSilent() then
    MsgBox(CustomMessage('NoTesseract'), mbInformation, MB_OK);
#endif
end;
